/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Badge, badgeClass } from "./badge";

describe("Badge", () => {
  it("shows its text in theme_data's badge colours by default", () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText("New")).toHaveClass("bg-badge-bg", "text-badge-text");
  });

  it("has fixed tones for a discount, a success and a label over a picture", () => {
    expect(badgeClass("discount")).toContain("bg-red-700 text-white");
    expect(badgeClass("success")).toContain("bg-green-700");
    expect(badgeClass("neutral")).toContain("bg-gray-800");
    expect(badgeClass("success", "", "count")).toMatch(/rounded-full/);
  });
});
