/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { ApiError } from "@/lib/api/errors";
import type { SubmissionPayloadInput } from "@/lib/api/schemas/submission";
import { normalisePhone } from "@/lib/domain/phone";
import { feedbackForm, welcomeForm } from "@/lib/forms/test-fixtures";
import messages from "@/messages/en.json";
import { FormRenderer, type FormRendererProps } from "./form-renderer";

const submitFeedback = jest.fn<Promise<{ message: string }>, [string, SubmissionPayloadInput]>();
jest.mock("@/lib/api/browser", () => ({ browserApi: () => ({ submitFeedback }) }));

beforeEach(() => {
  submitFeedback.mockReset();
  jest
    .spyOn(console, "error")
    .mockImplementation(() => undefined)
    .mockClear();
});

/** Where Back To Menu goes (the screen passes its Link). */
const HOME = "/en/home/";

function renderForm(props: Partial<FormRendererProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <FormRenderer
        form={feedbackForm}
        paragraphs={{ 1: "<p>We read every message. Fields marked with * are required.</p>" }}
        country="AE"
        readPhone={normalisePhone}
        lang="en"
        canSubmit
        origin={{ label: "12", type: "Table", location: null }}
        continueAction={<a href={HOME}>Back To Menu</a>}
        {...props}
      />
    </NextIntlClientProvider>,
  );
}

/** A control by its label's text; the label also holds the required mark "*". */
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[?()]/g, "\\$&")}\\*?$`));
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const submitButton = () => screen.getByRole("button", { name: "Submit" });

async function fillRequired() {
  type("Name", "Layla");
  type("Email", "layla@example.com");
  type("Date of visit", "2025-03-14");
  fireEvent.click(within(screen.getByRole("radiogroup", { name: "Would you come back?" })).getByLabelText("Definitely"));
  fireEvent.click(screen.getByRole("radio", { name: "4 stars" }));
  await waitFor(() => expect(submitButton()).toBeEnabled());
}

describe("FormRenderer: every field type of form 2", () => {
  it("shows the header, the sanitised paragraph and a control for each field", () => {
    const { container } = renderForm();
    expect(screen.getByRole("heading", { level: 2, name: "How was your visit?" })).toBeInTheDocument();
    expect(screen.getByText("We read every message. Fields marked with * are required.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("placeholder", "Your name");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    const phone = screen.getByRole("textbox", { name: "Mobile number" });
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAccessibleDescription("So we can call you back if needed.");
    const guests = screen.getByRole("spinbutton", { name: "Number of guests" });
    expect(guests).toHaveAttribute("min", "1");
    expect(guests).toHaveAttribute("max", "20");
    expect(guests).toHaveAttribute("step", "1");
    // A text field in the screen's digits (issue 28 item 10), its placeholder naming the order.
    expect(control("Date of visit")).toHaveAttribute("type", "text");
    expect(control("Date of visit")).toHaveAttribute("placeholder", "YYYY-MM-DD");
    const occasion = screen.getByRole("combobox", { name: "Occasion" });
    expect(occasion).toHaveValue("breakfast");
    expect(within(occasion).getByRole("option", { name: "---" })).toBeEnabled();
    expect(screen.getByRole("listbox", { name: "Which dishes did you try?" })).toHaveAttribute("multiple");
    const again = screen.getByRole("radiogroup", { name: "Would you come back?" });
    expect(
      within(again)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Definitely", "Maybe", "Probably not", "Other"]);
    expect(screen.getByRole("group", { name: "What did you enjoy?" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Yes, please" })).not.toBeChecked();
    const rating = screen.getByRole("radiogroup", { name: "Overall rating" });
    expect(
      within(rating)
        .getAllByRole("radio")
        .map((star) => star.getAttribute("aria-label")),
    ).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
    expect(screen.getByRole("textbox", { name: "Anything else?" })).toHaveAttribute("rows", "4");
    expect(container.querySelector('input[type="hidden"]')).not.toBeNull();
  });

  it("marks required fields with a visible * and aria-required", () => {
    renderForm();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("textbox", { name: "Mobile number" })).not.toHaveAttribute("aria-required");
    expect(screen.getByRole("radiogroup", { name: "Overall rating" })).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("Name").parentElement?.textContent).toBe("Name*");
  });

  it("a required single select offers '---' only as 'nothing chosen'", () => {
    const required = {
      ...feedbackForm,
      form_data: feedbackForm.form_data.map((field) =>
        field.name === "occasion"
          ? { ...field, required: true, values: field.values.map((option) => ({ ...option, selected: false })) }
          : field,
      ),
    };
    renderForm({ form: required });
    const occasion = screen.getByRole("combobox", { name: "Occasion" });
    expect(occasion).toHaveValue("");
    expect(within(occasion).getByRole("option", { name: "---" })).toBeDisabled();
  });
});

describe("validation on every change (000 section 5)", () => {
  it("Submit stays disabled until every rule holds", async () => {
    renderForm();
    expect(submitButton()).toBeDisabled();
    await fillRequired();
  });

  it("shows each message under its field, described and marked invalid", async () => {
    renderForm();
    type("Name", "Layla");
    type("Name", "");
    const name = screen.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveAccessibleDescription("Name is a required field"));
    expect(name).toHaveAttribute("aria-invalid", "true");

    const cases: [string, string, string][] = [
      ["Email", "layla@example", "Invalid email address"],
      ["Mobile number", "050 123", "Please enter valid phone number"],
      ["Number of guests", "0", "Number of guests requires minimum value of 1"],
      ["Number of guests", "21", "Number of guests requires maximum value of 20"],
      ["Name", "a".repeat(61), "Name can not have more than 60 characters"],
    ];
    for (const [label, value, message] of cases) {
      type(label, value);
      await waitFor(() => expect(control(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
    }
  });

  it("Other chosen with no text: 'Please enter other value' until the text is given", async () => {
    renderForm();
    const again = screen.getByRole("radiogroup", { name: "Would you come back?" });
    fireEvent.click(within(again).getByLabelText("Other"));
    await waitFor(() => expect(again).toHaveAccessibleDescription("Please enter other value"));
    fireEvent.change(within(again).getByRole("textbox", { name: "Other" }), { target: { value: "If I am in town" } });
    await waitFor(() => expect(again).not.toHaveAccessibleDescription("Please enter other value"));
  });
});

describe("submission", () => {
  it("sends the answers with the origin, then shows the tick, the server's message and the way back", async () => {
    submitFeedback.mockResolvedValue({ message: "<p>Thank you! Your feedback has been received.</p>" });
    const onSubmitted = jest.fn();
    renderForm({ onSubmitted });
    type("Mobile number", "050 123 4567");
    fireEvent.click(screen.getByRole("checkbox", { name: "The food" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Other" }));
    fireEvent.change(within(screen.getByRole("group", { name: "What did you enjoy?" })).getByRole("textbox", { name: "Other" }), {
      target: { value: "The music" },
    });
    await fillRequired();
    fireEvent.click(submitButton());
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you! Your feedback has been received.");
    expect(screen.getByRole("link", { name: "Back To Menu" })).toHaveAttribute("href", "/en/home/");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    // Blank optional fields (dishes, newsletter, guests, comments) are left out; the hidden field sends its preset.
    expect(submitFeedback).toHaveBeenCalledWith("en", {
      feedback_id: 2,
      submission: {
        full_name: "Layla",
        email: "layla@example.com",
        phone: "+971501234567",
        visit_date: "2025-03-14",
        occasion: "breakfast",
        return_visit: "yes",
        liked: ["food", "The music"],
        rating: 4,
        source: "qr-menu",
      },
      origin_label: "12",
      origin_type: "table",
    });
  });

  it("reads Submitting while sending, and is disabled", async () => {
    let answer: (value: { message: string }) => void = () => undefined;
    submitFeedback.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await fillRequired();
    fireEvent.click(submitButton());
    const sending = await screen.findByRole("button", { name: "Submitting" });
    expect(sending).toBeDisabled();
    await act(async () => answer({ message: "" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you!");
  });

  it("a failure shows the error in red under the button and keeps every answer", async () => {
    submitFeedback.mockRejectedValue(
      new ApiError({ kind: "http", method: "POST", url: "/backend/en/api/submission/", status: 500, body: { detail: "x" } }),
    );
    renderForm();
    await fillRequired();
    fireEvent.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("There was an error submitting the form. Please try again.");
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Layla");
    expect(screen.getByRole("radio", { name: "4 stars" })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith("form submission failed", { status: 500, body: { detail: "x" } });
  });

  it("is held back while the gate does not allow it", async () => {
    renderForm({ canSubmit: false });
    type("Name", "Layla");
    type("Email", "layla@example.com");
    type("Date of visit", "2025-03-14");
    fireEvent.click(screen.getByRole("radio", { name: "Definitely" }));
    fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked());
    expect(submitButton()).toBeDisabled();
  });

  it("the landing variant sends only feedback_id and submission", async () => {
    submitFeedback.mockResolvedValue({ message: "<p>Thanks</p>" });
    renderForm({ form: welcomeForm, paragraphs: {}, origin: null });
    fireEvent.click(screen.getByRole("radio", { name: "Yes, first time" }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    await screen.findByRole("status");
    expect(submitFeedback).toHaveBeenCalledWith("en", { feedback_id: 1, submission: { visit_type: "first" } });
  });
});
