import { menuForm } from "@/lib/api/schemas/form";
import { formSource, parseFormId } from "./menu-form";
import { feedbackForm, welcomeForm } from "./test-fixtures";

describe("formSource", () => {
  const off = menuForm.parse({ id: 9, name: "Off", enable: false });
  const forms = [welcomeForm, feedbackForm, off];

  it("takes the form from the menu's forms by id", () => {
    expect(formSource(forms, "2")).toEqual({ source: "menu", form: feedbackForm });
  });

  it("fetches a form id the menu does not list", () => {
    expect(formSource(forms, "7")).toEqual({ source: "fetch", formId: 7 });
  });

  it("a disabled form or a path that is not an id is not found", () => {
    expect(formSource(forms, "9")).toEqual({ source: "none" });
    for (const segment of ["0", "-1", "2.0", "02", "abc", "", "99999999999"])
      expect(formSource(forms, segment)).toEqual({ source: "none" });
  });

  it("parseFormId reads positive whole numbers only", () => {
    expect(parseFormId("12")).toBe(12);
    expect(parseFormId("1e3")).toBeNull();
  });
});
