/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { OPENED_THIS_LOAD, PromotionPopup, type PopupPromotion } from "./promotion-popup";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

// The demo venue's promotion_on_load (server/seed/venues/demo.json).
const breakfast: PopupPromotion = {
  title: "Breakfast until noon",
  image: { product: "/demo/promotions/breakfast.svg", retina: "/demo/promotions/breakfast@2x.svg" },
  video: null,
};

describe("PromotionPopup", () => {
  beforeEach(() => {
    delete (window as { [OPENED_THIS_LOAD]?: boolean })[OPENED_THIS_LOAD];
  });

  it("opens once per page load: back on the screen inside the app it stays closed", () => {
    const first = render(<PromotionPopup promotion={breakfast} closeLabel="Close" />);
    expect(screen.getByRole("dialog", { name: "Breakfast until noon" })).toBeInTheDocument();
    first.unmount();
    render(<PromotionPopup promotion={breakfast} closeLabel="Close" />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is open in the server HTML with its image at high priority and a close button that works without script", () => {
    const html = renderToString(<PromotionPopup promotion={breakfast} closeLabel="Close" />);
    // React preloads it from the document's head.
    expect(html).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="\/demo\/promotions\/breakfast.svg 1x, \/demo\/promotions\/breakfast@2x.svg 2x" fetchPriority="high"\/><dialog open="" aria-label="Breakfast until noon"/,
    );
    expect(html).toContain(
      '<img src="/demo/promotions/breakfast.svg" srcSet="/demo/promotions/breakfast.svg 1x, /demo/promotions/breakfast@2x.svg 2x" alt="Breakfast until noon" width="800" height="600" fetchPriority="high"',
    );
    expect(html).toMatch(/<form method="dialog"><button type="submit" aria-label="Close"/);
  });

  it("closes with its button (the dialog form) and on Escape", () => {
    const { unmount } = render(<PromotionPopup promotion={breakfast} closeLabel="Close" />);
    const popup = screen.getByRole("dialog", { name: "Breakfast until noon" });
    expect(within(popup).getByRole("img", { name: "Breakfast until noon" })).toBeInTheDocument();
    // jsdom does not submit a dialog form: close() is what the browser does for it.
    act(() => {
      if (popup instanceof HTMLDialogElement) popup.close();
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();

    // A new page load.
    delete (window as { [OPENED_THIS_LOAD]?: boolean })[OPENED_THIS_LOAD];
    render(<PromotionPopup promotion={breakfast} closeLabel="Close" />);
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the title when the promotion has neither image nor video", () => {
    render(<PromotionPopup promotion={{ ...breakfast, image: { product: null, retina: null } }} closeLabel="Close" />);
    const popup = screen.getByRole("dialog", { name: "Breakfast until noon" });
    expect(within(popup).getByText("Breakfast until noon")).toBeInTheDocument();
    expect(within(popup).queryByRole("img")).not.toBeInTheDocument();
  });
});
