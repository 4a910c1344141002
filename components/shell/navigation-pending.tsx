"use client";

import { useTranslations } from "next-intl";
import { useLinkStatus } from "next/link";
import type { MouseEvent } from "react";
import { createPortal } from "react-dom";
import { LoadingOverlay } from "./loading-overlay";

/**
 * Rendered inside every Link (i18n/navigation.ts): while the screen the link opens is loading its
 * menu data on the server, the loading overlay of 000 section 4 covers the page.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  return pending ? <PendingOverlay /> : null;
}

function PendingOverlay() {
  const t = useTranslations("Common");
  // Portalled out of the link, but React still bubbles the overlay's clicks to it: a second click
  // must not start the same navigation again.
  const swallow = (event: MouseEvent) => event.stopPropagation();
  return createPortal(
    <div onClick={swallow}>
      <LoadingOverlay label={t("loading")} />
    </div>,
    document.body,
  );
}
