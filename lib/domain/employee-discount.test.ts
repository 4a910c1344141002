import fc from "fast-check";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import {
  EMPLOYEE_ID_MAX,
  employeeBoxAsksPhone,
  employeeBoxState,
  employeeCheckPhone,
  employeeIdKey,
  employeePhone,
  isEmployeeIdWellFormed,
  verifiedEmployee,
  type EmployeeBoxInput,
} from "./employee-discount";

const box = (overrides: Partial<EmployeeBoxInput>): EmployeeBoxInput => ({
  input: "",
  employeeId: "",
  invalidEmployeeDiscount: false,
  loadingEmployeeDiscount: false,
  phone: "+971503330003",
  ...overrides,
});

describe("employeeBoxState (001 section 4, employee discount)", () => {
  it("offers Apply Discount, disabled while the field is empty", () => {
    expect(employeeBoxState(box({}))).toEqual({ button: "apply", disabled: true, inputError: false });
    expect(employeeBoxState(box({ input: "AF1001" }))).toEqual({ button: "apply", disabled: false, inputError: false });
  });

  it("'the apply button becomes Remove Discount once an employee id is set'", () => {
    expect(employeeBoxState(box({ input: "AF1001", employeeId: "AF1001" }))).toEqual({
      button: "remove",
      disabled: false,
      inputError: false,
    });
    expect(employeeBoxState(box({ input: "", employeeId: "AF1001", phone: null })).button).toBe("remove");
  });

  it("flags the input while the invalid flag is set ('Failure sets an employee error flag')", () => {
    expect(employeeBoxState(box({ input: "AF9999", invalidEmployeeDiscount: true }))).toEqual({
      button: "apply",
      disabled: false,
      inputError: true,
    });
  });

  it("is disabled while the verification runs", () => {
    expect(employeeBoxState(box({ input: "AF1001", loadingEmployeeDiscount: true })).disabled).toBe(true);
    expect(employeeBoxState(box({ employeeId: "AF1001", loadingEmployeeDiscount: true })).disabled).toBe(true);
  });

  it("waits for a phone: an id is verified only with its employee's phone (issue 10)", () => {
    expect(employeeBoxState(box({ input: "AF1001", phone: null })).disabled).toBe(true);
  });

  it("never lets an oversized or control-character id be sent", () => {
    expect(employeeBoxState(box({ input: "A".repeat(EMPLOYEE_ID_MAX + 1) })).disabled).toBe(true);
    expect(employeeBoxState(box({ input: "AF\u00001001" })).disabled).toBe(true);
  });
});

describe("employee ids", () => {
  it("are trimmed, not case-folded", () => {
    expect(employeeIdKey("  af1001 ")).toBe("af1001");
  });

  it("are well formed from 1 to the venue API's limit, slashes and other scripts included", () => {
    expect(EMPLOYEE_ID_MAX).toBe(TEXT_MAX.employee_id);
    expect(isEmployeeIdWellFormed("   ")).toBe(false);
    expect(isEmployeeIdWellFormed("A".repeat(EMPLOYEE_ID_MAX))).toBe(true);
    expect(isEmployeeIdWellFormed("A".repeat(EMPLOYEE_ID_MAX + 1))).toBe(false);
    expect(isEmployeeIdWellFormed("../../admin")).toBe(true);
    expect(isEmployeeIdWellFormed("..")).toBe(false);
    expect(isEmployeeIdWellFormed(" . ")).toBe(false);
    expect(isEmployeeIdWellFormed("...")).toBe(true);
    expect(isEmployeeIdWellFormed("موظف١٠٠١")).toBe(true);
    expect(isEmployeeIdWellFormed("AF1001\n")).toBe(true);
    expect(isEmployeeIdWellFormed("AF\n1001")).toBe(false);
  });

  it("never crash on any text", () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => typeof isEmployeeIdWellFormed(text) === "boolean"));
  });
});

describe("the phone the id is verified with (001 section 5: normalised to E.164 with the menu country)", () => {
  it("is the cart's customer phone when it is a valid one, and the box asks none", () => {
    expect(employeeBoxAsksPhone("050 333 0003", "AE")).toBe(false);
    expect(employeeCheckPhone({ customerPhone: "050 333 0003", typedPhone: "", asksPhone: false, menuCountry: "AE" })).toBe(
      "+971503330003",
    );
  });

  it("is asked in the box when the cart has none or an invalid one", () => {
    expect(employeeBoxAsksPhone("", "AE")).toBe(true);
    expect(employeeBoxAsksPhone("12", "AE")).toBe(true);
    expect(employeeCheckPhone({ customerPhone: "", typedPhone: "0503330003", asksPhone: true, menuCountry: "AE" })).toBe("+971503330003");
    expect(employeeCheckPhone({ customerPhone: "", typedPhone: "0503", asksPhone: true, menuCountry: "AE" })).toBeNull();
  });
});

describe("verifiedEmployee ('Verification may return an employee phone, which locks the customer phone field')", () => {
  it("takes the employee's phone and locks it", () => {
    expect(verifiedEmployee({ employee_id: "AF1001", employee_phone: "+971503330003" }, "+971503330003", "AE")).toEqual({
      employeeId: "AF1001",
      phone: "+971503330003",
      lockPhone: true,
    });
  });

  it("without an employee phone keeps the phone verified with, unlocked", () => {
    expect(verifiedEmployee({ employee_id: "AF1001", employee_phone: "" }, "+971503330003", "AE")).toEqual({
      employeeId: "AF1001",
      phone: "+971503330003",
      lockPhone: false,
    });
  });
});

describe("employeePhone: the phone sent with the employee id", () => {
  it("is the customer phone in E.164 while an employee is set, else none", () => {
    expect(employeePhone({ employeeId: "AF1001", customerPhone: "050 333 0003" }, "AE")).toBe("+971503330003");
    expect(employeePhone({ employeeId: "", customerPhone: "050 333 0003" }, "AE")).toBeNull();
    expect(employeePhone({ employeeId: "AF1001", customerPhone: "" }, "AE")).toBeNull();
  });
});
