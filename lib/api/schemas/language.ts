import { z } from "zod";
import "@/lib/zod-config";
import { LANGUAGES } from "@/lib/domain/language";
import { optionalText } from "./common";

export { LANGUAGES, RTL_LANGUAGES, isRtl, isLanguage as isLanguageCode } from "@/lib/domain/language";
export type { Language as LanguageCode } from "@/lib/domain/language";

/** A language code; translation tables write zh_hans, which is read as zh-hans. */
export const languageCode = z
  .string()
  .transform((value) => value.trim().toLowerCase().replace("_", "-"))
  .pipe(z.enum(LANGUAGES));

/** A language code the app supports, or null for anything else (a venue default the app cannot render). */
export const supportedLanguageOrNull = z
  .string()
  .nullish()
  .transform((value) => {
    const code = languageCode.safeParse(value);
    return code.success ? code.data : null;
  });

const languageEntry = z.object({ code: z.string(), name_local: z.string().nullish() });

/**
 * A venue's languages. Entries in a language the app has no catalogue for are left out rather than
 * failing the whole list; the local name falls back to the code.
 */
export const languageEntries = z
  .array(languageEntry)
  .nullish()
  .transform((entries) =>
    (entries ?? []).flatMap((entry) => {
      const code = languageCode.safeParse(entry.code);
      return code.success ? [{ code: code.data, name_local: entry.name_local ?? code.data }] : [];
    }),
  );

/** Answer of GET /en/api/menu_language/{license}/. */
export const languageListAnswer = z.object({
  default_language: languageCode,
  languages: languageEntries,
});

export const UNLICENSED = "none";

/** Answer of GET /en/menus/custom-domain/{domain}/: 'none' (or nothing) means the host has no licence. */
export const customDomainAnswer = z.object({
  license: optionalText.transform((license) => license ?? UNLICENSED),
});

export type LanguageEntry = z.output<typeof languageEntries>[number];
export type LanguageListAnswer = z.output<typeof languageListAnswer>;
export type CustomDomainAnswer = z.output<typeof customDomainAnswer>;
