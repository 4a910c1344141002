"use client";

import { usePathname } from "next/navigation";
import { IconButton } from "@/components/ui/icon-button";
import { languageFromPath } from "@/lib/domain/language";
import { useGoBack, useRecordInAppHistory } from "./in-app-history";

/**
 * The header's optional back button: hidden on the home screen, where there is nowhere to go back to.
 * It never leaves the site: with no page of ours behind, it goes to the product's category or home.
 */
export function BackButton({ label }: { label: string }) {
  useRecordInAppHistory();
  const goBack = useGoBack();
  const pathname = usePathname();
  const segments = pathname.split("/").filter(Boolean);
  if (languageFromPath(pathname)) segments.shift();
  if (segments.length === 0 || (segments.length === 1 && segments[0] === "home")) return null;
  return (
    <IconButton label={label} onClick={goBack}>
      {/* Drawn pointing left; mirrored for ar, he and fa (000 section 2). */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </IconButton>
  );
}
