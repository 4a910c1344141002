import { and, eq } from "drizzle-orm";
import type { VerifyEmployeeAnswer } from "@/lib/api/schemas/partner";
import type { Db } from "../../db/client";
import { employees, venues } from "../../db/schema";
import { ApiProblem, notFound } from "../../errors";
import { isPartnerEnabled } from "./venue";

/**
 * Verifies an employee id (001 section 4, employee discount). The specification's path names no
 * venue, so `menuId` (query ?menu=) is optional: without it the id is looked up in every partner
 * venue, and an id two venues share with different phones is refused (409) rather than guessed.
 */
export async function verifyEmployee(db: Db, employeeId: string, menuId: number | null): Promise<VerifyEmployeeAnswer> {
  const rows = await db
    .select({ employeeId: employees.employeeId, employeePhone: employees.employeePhone, document: venues.document })
    .from(employees)
    .innerJoin(venues, eq(venues.id, employees.venueId))
    .where(menuId === null ? eq(employees.employeeId, employeeId) : and(eq(employees.employeeId, employeeId), eq(employees.venueId, menuId)));
  const found = rows.filter((row) => isPartnerEnabled(row.document));
  const phones = new Set(found.map((row) => row.employeePhone));
  const [first] = found;
  if (!first) throw notFound("Employee");
  if (phones.size > 1) {
    throw new ApiProblem(409, { detail: "This employee id exists in several venues; pass ?menu= with the menu id." });
  }
  return { employee_id: first.employeeId, employee_phone: first.employeePhone === "" ? null : first.employeePhone };
}
