/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { UpdateBanner } from "./update-banner";

function renderBanner(serverVersion: string | number | null) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UpdateBanner serverVersion={serverVersion} />
    </NextIntlClientProvider>,
  );
}

describe("UpdateBanner", () => {
  it("offers the update when the server's version is above the client's 1.9.60", () => {
    renderBanner("1.9.61");
    expect(
      screen.getByText('A new version (v.1.9.61) is available. Close all tabs and re-open the app or press "Update"'),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
  });

  it("compares numerically: 1.10.0 is above 1.9.60", () => {
    renderBanner("1.10.0");
    expect(screen.getByRole("button", { name: "Update" })).toBeInTheDocument();
  });

  it.each([["1.9.60"], ["1.9.9"], [null], ["not a version"]])("stays hidden for %p", (version) => {
    const { container } = renderBanner(version);
    expect(container).toBeEmptyDOMElement();
  });
});
