import fc from "fast-check";
import {
  addSubmittedForm,
  parseSubmittedForms,
  readCookieValue,
  serialiseSubmittedForms,
  submittedFormsCookie,
  submittedFormsCookieName,
  SUBMITTED_FORMS_MAX_AGE,
} from "./submitted-forms";

describe("the submitted-forms cookie", () => {
  it("is named per licence, carte_forms_{licence}, with characters a cookie name cannot hold replaced", () => {
    expect(submittedFormsCookieName("demo")).toBe("carte_forms_demo");
    expect(submittedFormsCookieName("cafe one;x=1")).toBe("carte_forms_cafe_one_x_1");
  });

  it("parses dotted ids, ignoring duplicates and anything that is not a positive whole number", () => {
    expect(parseSubmittedForms("1.3")).toEqual([1, 3]);
    expect(parseSubmittedForms("3.3.1")).toEqual([3, 1]);
    expect(parseSubmittedForms("0.-2.x.2.5e1.07.")).toEqual([2]);
    expect(parseSubmittedForms("")).toEqual([]);
    expect(parseSubmittedForms(undefined)).toEqual([]);
  });

  it("adds a form once, keeping the newest 50", () => {
    expect(addSubmittedForm(null, 1)).toBe("1");
    expect(addSubmittedForm("1", 3)).toBe("1.3");
    expect(addSubmittedForm("1.3", 1)).toBe("3.1");
    const full = serialiseSubmittedForms(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(parseSubmittedForms(addSubmittedForm(full, 99))).toEqual([...Array.from({ length: 49 }, (_, index) => index + 2), 99]);
  });

  it("round-trips any list of ids", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000_000 }), { maxLength: 50 }), (ids) => {
        expect(parseSubmittedForms(serialiseSubmittedForms(ids))).toEqual(ids);
      }),
    );
  });

  it("is written for the whole site for a year, Lax, Secure over HTTPS", () => {
    expect(SUBMITTED_FORMS_MAX_AGE).toBe(31_536_000);
    expect(submittedFormsCookie("demo", "1.3", false)).toBe("carte_forms_demo=1.3; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(submittedFormsCookie("demo", "1", true)).toBe("carte_forms_demo=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("reads its value back from document.cookie", () => {
    expect(readCookieValue("NEXT_LOCALE=en; carte_forms_demo=1.3", "carte_forms_demo")).toBe("1.3");
    expect(readCookieValue("carte_forms_demo2=4", "carte_forms_demo")).toBeNull();
    expect(readCookieValue("", "carte_forms_demo")).toBeNull();
  });
});
