/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import frMessages from "@/messages/fr.json";
import { NavigationPending } from "./navigation-pending";

let pending = false;
jest.mock("next/link", () => ({ useLinkStatus: () => ({ pending }) }));

function renderInLink(onLinkClick: () => void, locale: "en" | "fr" = "en") {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "fr" ? frMessages : messages}>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- stands in for next/link's anchor */}
      <a href="/en/category/1/" onClick={onLinkClick}>
        Breakfast
        <NavigationPending />
      </a>
    </NextIntlClientProvider>,
  );
}

describe("NavigationPending", () => {
  it("renders nothing while the link is idle, leaving the link's name alone", () => {
    pending = false;
    renderInLink(jest.fn());
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link")).toHaveAccessibleName("Breakfast");
  });

  it("covers the page with the loading overlay, outside the link, while its screen loads", () => {
    pending = true;
    renderInLink(jest.fn(), "fr");
    const overlay = screen.getByRole("status");
    expect(overlay).toHaveTextContent(frMessages.Common.loading);
    expect(screen.getByRole("link")).not.toContainElement(overlay);
    expect(screen.getByRole("link")).toHaveAccessibleName("Breakfast");
  });

  it("does not pass a click on the overlay on to the link, which would start the navigation again", () => {
    pending = true;
    const onLinkClick = jest.fn();
    renderInLink(onLinkClick);
    fireEvent.click(screen.getByRole("status"));
    expect(onLinkClick).not.toHaveBeenCalled();
  });
});
