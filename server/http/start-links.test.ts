import { decodeLocationToken } from "@/lib/domain/location-token";
import demo from "@/server/seed/venues/demo.json";
import partner from "@/server/seed/venues/partner.json";
import { startLinks } from "./start-links";

describe("the links npm start prints", () => {
  it("names the demo and the partner demo at hosts their venue files own, with a table link of each that reads as table 3", () => {
    const lines = startLinks({}, "3000", { ownApi: true });
    expect(lines[0]).toBe("Carte on http://localhost:3000");
    const urls = lines.slice(1).map((line) => new URL(line.slice(line.indexOf("http"))));
    expect(urls.map((url) => url.host)).toEqual([
      "localhost:3000",
      "demo.localhost:3000",
      "partner.localhost:3000",
      "partner.localhost:3000",
    ]);
    expect(demo.custom_domains).toContain("localhost");
    expect(demo.custom_domains).toContain("demo.localhost");
    expect(partner.custom_domains).toContain("partner.localhost");
    for (const url of [urls[1], urls[3]]) {
      const [, kind, token] = url?.pathname.split("/") ?? [];
      expect(kind).toBe("t");
      expect(decodeLocationToken("t", token ?? "", "carte-demo-salt")).toEqual({ orderLocation: "3", orderLocationType: "Table" });
    }
  });

  it("makes the table links with the salt the app runs with", () => {
    const [, , table] = startLinks({ LOCATION_TOKEN_SALT: "another salt" }, "3000", { ownApi: true });
    const token = table?.split("/t/")[1] ?? "";
    expect(decodeLocationToken("t", token, "another salt")).not.toBeNull();
    expect(decodeLocationToken("t", token, "carte-demo-salt")).toBeNull();
  });

  it("prints only the address when another API or one licence serves every host", () => {
    expect(startLinks({}, "8080", { ownApi: false })).toEqual(["Carte on http://localhost:8080"]);
    expect(startLinks({ DEFAULT_LICENSE: "demo" }, "3000", { ownApi: true })).toEqual(["Carte on http://localhost:3000"]);
  });

  it("prints only the address on a public deployment (PUBLIC_URL, or production)", () => {
    expect(startLinks({ PUBLIC_URL: "https://menu.example.com" }, "3000", { ownApi: true })).toEqual(["Carte on http://localhost:3000"]);
    expect(startLinks({ NODE_ENV: "production" }, "3000", { ownApi: true })).toEqual(["Carte on http://localhost:3000"]);
  });
});
