import { readSubmittedForms } from "./submitted-forms.server";

const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

describe("readSubmittedForms", () => {
  beforeEach(() => jar.clear());

  it("reads the venue's own cookie only", async () => {
    jar.set("carte_forms_demo", "1.3");
    jar.set("carte_forms_other", "2");
    expect(await readSubmittedForms("demo")).toEqual(new Set([1, 3]));
  });

  it("is empty without the cookie", async () => {
    expect(await readSubmittedForms("demo")).toEqual(new Set());
  });
});
