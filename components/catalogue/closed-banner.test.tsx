import { renderToStaticMarkup } from "react-dom/server";
import demo from "@/server/seed/venues/demo.json";
import { menu as menuSchema, type Menu } from "@/lib/api/schemas/menu";
import { localise } from "@/server/venue/localise";
import { ClosedBanner } from "./closed-banner";

// The demo opens around the clock; these tests give it the 07:00-to-midnight hours a café keeps.
const cafeHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from_hour: "07:00:00", to_hour: "00:00:00" }));
const menu: Menu = menuSchema.parse(localise({ ...demo.menu, opening_hours: cafeHours }, "en", "en"));
const message = "We are currently closed.";

function banner(now: string, venue: Menu = menu): string {
  return renderToStaticMarkup(<ClosedBanner menu={venue} now={new Date(now)} message={message} />);
}

describe("ClosedBanner (000 section 2: 'We are currently closed')", () => {
  it("is absent while the venue is open (Monday 10:00 in Dubai, hours 07:00 to midnight)", () => {
    expect(banner("2026-11-23T06:00:00Z")).toBe("");
  });

  it("shows the text outside opening hours (Tuesday 03:00 in Dubai)", () => {
    expect(banner("2026-11-23T23:00:00Z")).toBe(
      `<p role="status" class="bg-red-800 px-4 py-3 text-center font-bold text-white">${message}</p>`,
    );
  });

  it("shows during a closing rule even inside opening hours (2 December 2027, noon)", () => {
    expect(banner("2027-12-02T08:00:00Z")).toContain(message);
  });

  it("without opening hours follows the isOpen flag", () => {
    const flagged = { ...menu, opening_hours: [], closing_rules: [], isOpen: false };
    expect(banner("2026-11-23T06:00:00Z", flagged)).toContain(message);
    expect(banner("2026-11-23T06:00:00Z", { ...flagged, isOpen: true })).toBe("");
  });
});
