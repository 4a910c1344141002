import { normalisePhone } from "./phone";

/** The employee discount box's button: 'Apply Discount' or 'Remove Discount' (001 section 4). */
export type EmployeeButton = "apply" | "remove";

/** The longest employee id the venue API takes (lib/api TEXT_MAX.employee_id). */
export const EMPLOYEE_ID_MAX = 64;

export interface EmployeeBoxInput {
  /** What the guest has typed in 'Employee ID'. */
  input: string;
  /** The cart's verified employee id, "" for none. */
  employeeId: string;
  /** The cart's invalidEmployeeDiscount flag. */
  invalidEmployeeDiscount: boolean;
  /** loadingEmployeeDiscount: the verification call is running. */
  loadingEmployeeDiscount: boolean;
  /** The phone the id is verified with, in E.164 (employeeCheckPhone); null while there is none. */
  phone: string | null;
}

export interface EmployeeBoxState {
  button: EmployeeButton;
  disabled: boolean;
  /** "Invalid ... employee discount: input flagged as error" (001 section 8). */
  inputError: boolean;
}

/** The id as it is verified and sent with the order: the guest's text, trimmed (ids are not case-folded). */
export function employeeIdKey(input: string): string {
  return input.trim();
}

/**
 * An id worth asking about: 1 to EMPLOYEE_ID_MAX characters, none of them a control character, and
 * not "." or "..", which a URL reads as a step in the path rather than as the id.
 */
export function isEmployeeIdWellFormed(input: string): boolean {
  const id = employeeIdKey(input);
  return id.length > 0 && id.length <= EMPLOYEE_ID_MAX && !/[\u0000-\u001f\u007f]/.test(id) && id !== "." && id !== "..";
}

/**
 * The box of 001 section 4: "the apply button becomes 'Remove Discount' once an employee id is set";
 * the input is flagged while the invalid flag is set (editing the field clears it). Apply waits for
 * a well-formed id and a phone: the venue API verifies an id only with its employee's phone (issue 10).
 */
export function employeeBoxState(box: EmployeeBoxInput): EmployeeBoxState {
  const inputError = box.invalidEmployeeDiscount;
  if (employeeIdKey(box.employeeId) !== "") return { button: "remove", disabled: box.loadingEmployeeDiscount, inputError };
  const disabled = box.loadingEmployeeDiscount || !isEmployeeIdWellFormed(box.input) || box.phone === null;
  return { button: "apply", disabled, inputError };
}

/**
 * The box asks for the phone itself when the cart has no valid customer phone to verify the id
 * with; the checkout's phone field comes later and would be locked by then.
 */
export function employeeBoxAsksPhone(customerPhone: string, menuCountry: string | null): boolean {
  return normalisePhone(customerPhone, menuCountry) === null;
}

/** The phone the id is verified with, normalised to E.164 with the menu's country; null when not a valid phone. */
export function employeeCheckPhone(input: {
  customerPhone: string;
  typedPhone: string;
  asksPhone: boolean;
  menuCountry: string | null;
}): string | null {
  return normalisePhone(input.asksPhone ? input.typedPhone : input.customerPhone, input.menuCountry);
}

export interface VerifiedEmployee {
  employeeId: string;
  /** The order's phone from now on: the employee's own when answered, else the phone verified with. */
  phone: string;
  /** "Verification may return an employee phone, which locks the customer phone field (disableCustomerPhone)." */
  lockPhone: boolean;
}

/** The cart's employee after a verified answer (GET /iiko/af/verify-employee-id/{id}/). */
export function verifiedEmployee(
  answer: { employee_id: string; employee_phone: string | null },
  checkedPhone: string,
  menuCountry: string | null,
): VerifiedEmployee {
  const employeePhone = normalisePhone(answer.employee_phone ?? "", menuCountry);
  return { employeeId: answer.employee_id, phone: employeePhone ?? checkedPhone, lockPhone: employeePhone !== null };
}

/**
 * The phone that goes with the employee id, to the loyalty call and on the order: the venue API
 * grants employee-only promotions to the pair only. Without an employee none is sent to the
 * loyalty call, so typing a phone at checkout does not ask for the discounts again at each key.
 */
export function employeePhone(cart: { employeeId: string; customerPhone: string }, menuCountry: string | null): string | null {
  if (employeeIdKey(cart.employeeId) === "") return null;
  return normalisePhone(cart.customerPhone, menuCountry);
}
