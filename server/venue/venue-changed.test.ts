import { revalidateTag } from "next/cache";
import { forgetVenueSites } from "@/lib/venue/site-resolver";
import { forgetFrontPages } from "@/server/http/page-cache";
import { venueChanged } from "./venue-changed";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));
jest.mock("@/lib/venue/site-resolver", () => ({ forgetVenueSites: jest.fn() }));
jest.mock("@/server/http/page-cache", () => ({ forgetFrontPages: jest.fn() }));

/** Issue 30 item 1: one call drops every cache a venue change makes wrong, in this process. */
describe("venueChanged", () => {
  const order: string[] = [];
  beforeEach(() => {
    order.length = 0;
    jest.mocked(revalidateTag).mockImplementation((tag) => void order.push(`tag ${tag}`));
    jest.mocked(forgetVenueSites).mockImplementation(() => void order.push("host answers"));
    jest.mocked(forgetFrontPages).mockImplementation(() => void order.push("kept pages"));
  });

  it("drops the venue's menu tag, the custom-domain lookups, the proxy's host answers and the kept pages", () => {
    venueChanged("demo");
    expect(order).toEqual(["host answers", "tag menu:demo", "tag custom-domains", "kept pages"]);
    expect(revalidateTag).toHaveBeenCalledWith("menu:demo", { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith("custom-domains", { expire: 0 });
  });

  it("drops the menu of the venue named, no other", () => {
    venueChanged("blue-tisanes");
    expect(order).toContain("tag menu:blue-tisanes");
    expect(order).not.toContain("tag menu:demo");
  });
});
