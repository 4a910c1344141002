import { and, eq } from "drizzle-orm";
import type { VerifyEmployeeAnswer } from "@/lib/api/schemas/partner";
import { normalisePhone } from "@/lib/domain/phone";
import type { Db } from "../../db/client";
import { employees, venues } from "../../db/schema";
import { notFound } from "../../errors";
import { menuCountry, samePhone } from "./phone";
import { isPartnerEnabled } from "./venue";

/** An employee is a pair: the id and the employee's own phone, the one the order carries. */
export interface EmployeeClaim {
  employeeId: string;
  phone: string;
}

/**
 * The phone, in E.164, of the employee `claim` names in a partner venue (one venue when `menuId`
 * is given), or null: the id and the phone must match together, the phone compared in E.164 with
 * the menu's country. An employee without a phone on file matches no claim.
 */
export async function matchEmployee(db: Db, claim: EmployeeClaim, menuId: number | null): Promise<string | null> {
  const rows = await db
    .select({ employeePhone: employees.employeePhone, document: venues.document })
    .from(employees)
    .innerJoin(venues, eq(venues.id, employees.venueId))
    .where(
      menuId === null
        ? eq(employees.employeeId, claim.employeeId)
        : and(eq(employees.employeeId, claim.employeeId), eq(employees.venueId, menuId)),
    );
  for (const row of rows) {
    const country = menuCountry(row.document);
    if (isPartnerEnabled(row.document) && samePhone(row.employeePhone, claim.phone, country)) {
      return normalisePhone(claim.phone, country);
    }
  }
  return null;
}

/**
 * Verifies an employee id (001 section 4, employee discount) for the phone the guest gave: valid
 * answers the pair back (the phone in E.164, which locks the customer phone field); anything else
 * is the same 404, whether the id is unknown or the phone is not the employee's, so the call tells
 * nobody which ids exist or whose phones they have (issue 10 item 11).
 */
export async function verifyEmployee(db: Db, claim: EmployeeClaim, menuId: number | null): Promise<VerifyEmployeeAnswer> {
  const phone = await matchEmployee(db, claim, menuId);
  if (phone === null) throw notFound("Employee");
  return { employee_id: claim.employeeId, employee_phone: phone };
}
