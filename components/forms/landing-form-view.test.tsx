/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { welcomeForm } from "@/lib/forms/test-fixtures";
import messages from "@/messages/en.json";
import { LandingFormView as LandingForm } from "./landing-form-view";

const submitFeedback = jest.fn();
jest.mock("@/lib/api/browser", () => ({ browserApi: () => ({ submitFeedback }) }));
jest.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={`/en${href}`}>{children}</a>,
}));

function clearCookies() {
  for (const pair of document.cookie.split(";")) {
    const name = pair.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  submitFeedback.mockReset();
});

function renderLanding() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LandingForm form={welcomeForm} paragraphs={{}} lang="en" country="AE" licence="demo" readPhone={null} />
    </NextIntlClientProvider>,
  );
}

describe("LandingForm", () => {
  it("stands in for Open Menu until submitted, then remembers the form in carte_forms_demo and offers Open Menu", async () => {
    document.cookie = "carte_forms_demo=4; Path=/";
    submitFeedback.mockResolvedValue({ message: "<p>Thank you! Your feedback has been received.</p>" });
    renderLanding();
    expect(screen.getByRole("region", { name: "Welcome to Saffron & Sand" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open Menu" })).toBeNull();
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: "Yes, first time" }));
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByRole("link", { name: "Open Menu" })).toHaveAttribute("href", "/en/home/");
    expect(screen.getByRole("status")).toHaveTextContent("Thank you! Your feedback has been received.");
    expect(submitFeedback).toHaveBeenCalledWith("en", { feedback_id: 1, submission: { visit_type: "first" } });
    expect(document.cookie).toContain("carte_forms_demo=4.1");
  });

  it("a failed submission remembers nothing", async () => {
    submitFeedback.mockRejectedValue(new Error("offline"));
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderLanding();
    fireEvent.click(screen.getByRole("radio", { name: "No, I have been before" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled());
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("There was an error submitting the form. Please try again.");
    expect(document.cookie).not.toContain("carte_forms_demo");
    expect(screen.getByRole("radio", { name: "No, I have been before" })).toBeChecked();
  });
});
