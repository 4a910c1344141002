import { and, asc, eq, ne, sql } from "drizzle-orm";
import { chooseLanguage, type Language } from "@/lib/domain/language";
import type { Db } from "../../db/client";
import { venueDomains, venues } from "../../db/schema";
import { notFound } from "../../errors";

export type VenueRow = typeof venues.$inferSelect;

export async function findVenueByLicense(db: Db, license: string): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.license, license)).limit(1);
  return row ?? null;
}

export async function findVenueById(db: Db, id: number): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(eq(venues.id, id)).limit(1);
  return row ?? null;
}

export async function requireVenueByLicense(db: Db, license: string): Promise<VenueRow> {
  const venue = await findVenueByLicense(db, license);
  if (!venue) throw notFound("Licence");
  return venue;
}

/**
 * Candidate keys for a host as the venue file stores them (lower case, an optional port): the host as
 * given first, then without its port, so "Menu.Example.com:443" finds "menu.example.com".
 */
export function domainCandidates(domain: string): string[] {
  const host = domain.trim().toLowerCase().replace(/\.$/, "");
  const withoutPort = host.replace(/:\d+$/, "").replace(/\.$/, "");
  return [...new Set([host, withoutPort])].filter((candidate) => candidate !== "");
}

export async function findLicenseByDomain(db: Db, domain: string): Promise<string | null> {
  for (const candidate of domainCandidates(domain)) {
    const [row] = await db
      .select({ license: venues.license })
      .from(venueDomains)
      .innerJoin(venues, eq(venues.id, venueDomains.venueId))
      .where(eq(venueDomains.domain, candidate))
      .limit(1);
    if (row) return row.license;
  }
  return null;
}

/** The language a venue answers in: the requested one when it offers it, else its default (000 section 4). */
export function venueLanguage(venue: Pick<VenueRow, "defaultLanguage" | "languages">, requested: string | null): Language {
  return chooseLanguage(requested, { default_language: venue.defaultLanguage, languages: venue.languages });
}

/** The venue's default language as a supported code (the venue file guarantees it; English otherwise). */
export function defaultLanguageOf(venue: Pick<VenueRow, "defaultLanguage" | "languages">): Language {
  return venueLanguage(venue, null);
}

// Form ids may be stored as numbers or numeric text (the id schema reads both).
const holdsForm = (formId: number) =>
  sql`(${venues.document}->'forms' @> ${JSON.stringify([{ id: formId }])}::jsonb
    or ${venues.document}->'forms' @> ${JSON.stringify([{ id: String(formId) }])}::jsonb)`;

/**
 * The venue whose menu lists the form. Imports refuse a form id another venue already uses, so at
 * most one matches; should older data hold duplicates, the lowest venue id wins, deterministically.
 */
export async function findVenueByFormId(db: Db, formId: number): Promise<VenueRow | null> {
  const [row] = await db.select().from(venues).where(holdsForm(formId)).orderBy(asc(venues.id)).limit(1);
  return row ?? null;
}

/** Ids of venues other than `venueId` whose menu lists the form (the import's uniqueness check). */
export async function otherVenuesWithForm(db: Db, formId: number, venueId: number): Promise<number[]> {
  const rows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(ne(venues.id, venueId), holdsForm(formId)));
  return rows.map((row) => row.id);
}

/** The raw form entries of a menu document (forms is a list of objects in the menu-data shape). */
export function formsOf(document: unknown): Record<string, unknown>[] {
  if (typeof document !== "object" || document === null) return [];
  const forms: unknown = Reflect.get(document, "forms");
  if (!Array.isArray(forms)) return [];
  return forms.filter((form): form is Record<string, unknown> => typeof form === "object" && form !== null && !Array.isArray(form));
}

/** Form ids listed in a menu document, as numbers. */
export function formIdsOf(document: unknown): number[] {
  return formsOf(document)
    .map((form) => Number(form.id))
    .filter((id) => Number.isInteger(id));
}

/**
 * Import check: a form id names one form of one venue (the feedback call finds the venue by it), so a
 * menu may not list an id twice nor use one another venue's menu lists.
 */
export async function assertFormIdsFree(db: Db, venueId: number, document: unknown): Promise<void> {
  const ids = formIdsOf(document);
  const repeated = ids.find((formId, index) => ids.indexOf(formId) !== index);
  if (repeated !== undefined) throw new Error(`Form ${repeated} is listed twice in menu ${venueId}`);
  for (const formId of ids) {
    const [other] = await otherVenuesWithForm(db, formId, venueId);
    if (other !== undefined) throw new Error(`Form ${formId} belongs to menu ${other}, not ${venueId}`);
  }
}
