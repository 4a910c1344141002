"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useId, useOptimistic, useRef, useState, useTransition, type ChangeEvent } from "react";
import { createPortal } from "react-dom";
import { LANGUAGE_COOKIE } from "@/i18n/routing";
import { isLanguage, withLanguagePrefix, type Language } from "@/lib/domain/language";
import { LoadingOverlay } from "./loading-overlay";
import { useHeldChoice } from "./use-held-tap";

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export interface LanguageOption {
  code: Language;
  name_local: string;
}

interface Props {
  label: string;
  current: Language;
  languages: LanguageOption[];
  /**
   * The header's form (issue 14): a 44 px control showing the language's short code, with the native
   * select laid invisibly over it, so a phone still opens its own picker listing the full names.
   */
  compact?: boolean;
  className?: string;
  /** Names this select among the page's for a choice made before hydration (use-held-tap.ts). */
  tapKey?: string;
}

/** "EN", "AR", "ZH" for zh-hans: what the compact control shows of the current language. */
export function languageShortCode(code: Language): string {
  return (code.split("-")[0] ?? code).toUpperCase();
}

/**
 * 000 section 2: changing the language stores it and swaps the first path segment, keeping the rest.
 * Shown by callers only when the venue offers more than one language. The menu is reloaded in the new
 * language, so the loading overlay (000 section 4) covers the screen until the navigation completes.
 * The overlay goes to the body, out of the sticky header's stacking context, or into the open drawer:
 * a modal dialog sits in the top layer, above any z-index. A choice made before the page hydrated
 * (a slow phone shows the header seconds before its scripts run) is made once it has (issue 27).
 */
export function LanguageSelect({ label, current, languages, compact = false, className = "", tapKey = "language" }: Props) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [switching, startTransition] = useTransition();
  const [shown, showChoice] = useOptimistic(current);
  const [overlayHost, setOverlayHost] = useState<Element | null>(null);
  const loading = useTranslations("Common")("loading");
  const select = useRef<HTMLSelectElement>(null);

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    choose(event.target.value, event.currentTarget);
  }

  function choose(code: string, from: Element) {
    if (!isLanguage(code) || code === current) return;
    // Same lifetime as the proxy's cookie (i18n/routing.ts), so either writer keeps the choice a year.
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    const target = `${withLanguagePrefix(pathname, code)}${window.location.search}`;
    setOverlayHost(from.closest("dialog") ?? document.body);
    startTransition(() => {
      showChoice(code);
      router.push(target);
    });
  }

  const heldChoice = useHeldChoice(tapKey, (code) => {
    if (select.current) choose(code, select.current);
  });

  // The select's own props, the same in both forms; each form adds its look.
  const selectProps = { ref: select, id, value: shown, onChange, ...heldChoice };
  const options = languages.map((language) => (
    <option key={language.code} value={language.code} className="text-black">
      {language.name_local}
    </option>
  ));
  const overlay = switching && overlayHost && createPortal(<LoadingOverlay label={loading} />, overlayHost);

  if (compact) {
    return (
      <div
        className={`relative inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-0.5 rounded px-1 text-sm font-bold has-[:focus-visible]:outline-2 ${className}`}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span aria-hidden="true" dir="ltr">
          {languageShortCode(shown)}
        </span>
        <select {...selectProps} className="absolute inset-0 size-full cursor-pointer opacity-0">
          {options}
        </select>
        {overlay}
      </div>
    );
  }
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select {...selectProps} className="min-h-11 rounded-md border border-current bg-transparent px-2 py-1 text-inherit">
        {options}
      </select>
      {overlay}
    </div>
  );
}
