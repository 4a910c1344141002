/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { CheckoutPageView } from "./checkout-page-view";

describe("CheckoutPageView (001 section 7)", () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it("pushes checkout_page_view with the license once", () => {
    const { rerender } = render(<CheckoutPageView licence="demo" enabled />);
    rerender(<CheckoutPageView licence="demo" enabled />);
    expect(window.dataLayer).toEqual([{ event: "checkout_page_view", license: "demo" }]);
  });

  it("records nothing where the venue has no analytics", () => {
    render(<CheckoutPageView licence="demo" enabled={false} />);
    expect(window.dataLayer).toEqual([]);
  });
});
