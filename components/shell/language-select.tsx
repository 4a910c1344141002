"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useId, useOptimistic, useState, useTransition, type ChangeEvent } from "react";
import { createPortal } from "react-dom";
import { LANGUAGE_COOKIE } from "@/i18n/routing";
import { isLanguage, withLanguagePrefix, type Language } from "@/lib/domain/language";
import { LoadingOverlay } from "./loading-overlay";

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
 * Shown by callers only when the venue offers more than one language. The menu is reloaded in the new
 * language, so the loading overlay (000 section 4) covers the screen until the navigation completes.
 * The overlay goes to the body, out of the sticky header's stacking context, or into the open drawer:
 * a modal dialog sits in the top layer, above any z-index.
 */
export function LanguageSelect({ label, current, languages, hideLabel = false, className = "" }: Props) {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const [switching, startTransition] = useTransition();
  const [shown, showChoice] = useOptimistic(current);
  const [overlayHost, setOverlayHost] = useState<Element | null>(null);
  const loading = useTranslations("Common")("loading");

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    if (!isLanguage(code) || code === current) return;
    // Same lifetime as the proxy's cookie (i18n/routing.ts), so either writer keeps the choice a year.
    document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
    const target = `${withLanguagePrefix(pathname, code)}${window.location.search}`;
    setOverlayHost(event.currentTarget.closest("dialog") ?? document.body);
    startTransition(() => {
      showChoice(code);
      router.push(target);
    });
  }

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "font-medium"}>
        {label}
      </label>
      <select id={id} value={shown} onChange={onChange} className="rounded-md border border-current bg-transparent px-2 py-1 text-inherit">
        {languages.map((language) => (
          <option key={language.code} value={language.code} className="text-black">
            {language.name_local}
          </option>
        ))}
      </select>
      {switching && overlayHost && createPortal(<LoadingOverlay label={loading} />, overlayHost)}
    </div>
  );
}
