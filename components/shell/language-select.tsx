"use client";

import { usePathname, useRouter } from "next/navigation";
import { useId, type ChangeEvent } from "react";
import { LANGUAGE_COOKIE } from "@/i18n/routing";
import { isLanguage, withLanguagePrefix, type Language } from "@/lib/domain/language";

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface LanguageOption {
  code: Language;
  name_local: string;
}

interface Props {
  label: string;
  current: Language;
  languages: LanguageOption[];
  /** Visually hide the label (the header has no room for it). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * 000 section 2: changing the language stores it and swaps the first path segment, keeping the rest.
 * Shown by callers only when the venue offers more than one language.
 */
export function LanguageSelect({ label, current, languages, hideLabel = false, className = "" }: Props) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    if (!isLanguage(code) || code === current) return;
    // Same lifetime as the proxy's cookie (i18n/routing.ts), so either writer keeps the choice a year.
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    router.push(`${withLanguagePrefix(pathname, code)}${window.location.search}`);
  }

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "font-medium"}>
        {label}
      </label>
      <select
        id={id}
        value={current}
        onChange={onChange}
        className="rounded-md border border-current bg-transparent px-2 py-1 text-inherit"
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} className="text-black">
            {language.name_local}
          </option>
        ))}
      </select>
    </div>
  );
}
