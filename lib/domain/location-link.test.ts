import { encodeLocationToken } from "./location-token";
import { locationCookieValue, parseLocationCookie, shownLocationConfirmed } from "./location-link";

const SALT = "test-salt";
const table3 = encodeLocationToken("t", 3, SALT) ?? "";
const terrace = encodeLocationToken("a", "Terrace 2", SALT) ?? "";

describe("the location cookie", () => {
  it("round-trips a table, a room and an area with the label the proxy decoded", () => {
    for (const link of [
      { kind: "t", token: table3, orderLocation: "3", orderLocationType: "Table" },
      { kind: "r", token: table3, orderLocation: "305", orderLocationType: "Room" },
      { kind: "a", token: terrace, orderLocation: "Terrace 2", orderLocationType: "Table" },
    ] as const) {
      const value = locationCookieValue(link);
      expect(value).not.toMatch(/[\s;,]/);
      expect(parseLocationCookie(value)).toEqual(link);
    }
  });

  it.each([
    ["nothing", undefined],
    ["an empty value", ""],
    ["an unknown kind", `x.${table3}.3`],
    ["a token with a slash", "t.ab/cd.3"],
    ["a table that is not a number", `t.${table3}.VIP`],
    ["an area whose name is not its token's", `a.${terrace}.Garden`],
    ["a broken escape", `t.${table3}.%E0%A4%A`],
    ["extra parts", `t.${table3}.3.4`],
    ["an oversized value", `a.${"ab".repeat(300)}.x`],
  ])("refuses %s", (_case, value) => {
    expect(parseLocationCookie(value)).toBeNull();
  });
});

describe("shownLocationConfirmed: the checkout sends only the place it shows", () => {
  it("no place and no token, or a place with its link, may be sent", () => {
    expect(shownLocationConfirmed({ orderLocation: null, orderLocationType: null, orderLocationToken: null })).toBe(true);
    expect(shownLocationConfirmed({ orderLocation: "3", orderLocationType: "Table", orderLocationToken: `t/${table3}` })).toBe(true);
    expect(shownLocationConfirmed({ orderLocation: "305", orderLocationType: "Room", orderLocationToken: `r/${table3}` })).toBe(true);
    expect(shownLocationConfirmed({ orderLocation: "Terrace 2", orderLocationType: "Table", orderLocationToken: `a/${terrace}` })).toBe(
      true,
    );
  });

  it.each([
    ["Table 3 shown without its link", { orderLocation: "3", orderLocationType: "Table", orderLocationToken: null }],
    ["Table 3 shown with a room's link", { orderLocation: "3", orderLocationType: "Table", orderLocationToken: `r/${table3}` }],
    ["an area shown with another area's link", { orderLocation: "Garden", orderLocationType: "Table", orderLocationToken: `a/${terrace}` }],
    ["a place without a type", { orderLocation: "3", orderLocationType: null, orderLocationToken: `t/${table3}` }],
  ] as const)("refuses %s", (_case, shown) => {
    expect(shownLocationConfirmed(shown)).toBe(false);
  });
});
