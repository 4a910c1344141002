/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { FormViewEvent } from "./form-view-event";

beforeEach(() => {
  window.dataLayer = [];
});

describe("FormViewEvent", () => {
  it("pushes info_form_view with the licence, page name and page id once", () => {
    const { rerender } = render(<FormViewEvent licence="demo" name="Share your feedback" id={2} enabled />);
    rerender(<FormViewEvent licence="demo" name="Share your feedback" id={2} enabled />);
    expect(window.dataLayer).toEqual([{ event: "info_form_view", licence: "demo", page_name: "Share your feedback", page_id: 2 }]);
  });

  it("records nothing when the venue uses no analytics", () => {
    render(<FormViewEvent licence="demo" name="Share your feedback" id={2} enabled={false} />);
    expect(window.dataLayer).toEqual([]);
  });
});
