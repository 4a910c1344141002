/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { OfflineNotice } from "./offline-notice";

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

function renderNotice() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <OfflineNotice />
    </NextIntlClientProvider>,
  );
}

describe("OfflineNotice", () => {
  afterEach(() => setOnline(true));

  it("says nothing online", () => {
    setOnline(true);
    const { container } = renderNotice();
    expect(container).toBeEmptyDOMElement();
  });

  it("says ordering needs a connection while offline, and goes when the connection is back", () => {
    setOnline(true);
    renderNotice();
    act(() => setOnline(false));
    expect(screen.getByRole("status")).toHaveTextContent(messages.Offline.orderingNeedsConnection);
    act(() => setOnline(true));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
