import { readDateInput } from "./date-input";

describe("readDateInput (issue 28 item 10: a date typed in the screen's digits)", () => {
  it("reads a Western ISO date as itself", () => {
    expect(readDateInput("2025-03-14")).toBe("2025-03-14");
  });

  it("reads Arabic-Indic and Persian digits, with a hyphen, slash, dot or space between", () => {
    expect(readDateInput("٢٠٢٥-٠٣-١٤")).toBe("2025-03-14");
    expect(readDateInput("٢٠٢٥/٣/١٤")).toBe("2025-03-14");
    expect(readDateInput("۲۰۲۵.۰۳.۱۴")).toBe("2025-03-14");
    expect(readDateInput(" 2025 3 14 ")).toBe("2025-03-14");
  });

  it("refuses what is not a real date written year, month, day", () => {
    expect(readDateInput("14/03/2025")).toBeNull();
    expect(readDateInput("2025-02-30")).toBeNull();
    expect(readDateInput("2025-13-01")).toBeNull();
    expect(readDateInput("mm/dd/yyyy")).toBeNull();
    expect(readDateInput("")).toBeNull();
  });
});
