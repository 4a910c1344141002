"use client";

import { useRef, useState, type MouseEvent } from "react";
import { Link } from "@/i18n/navigation";
import { MyOrdersDrawerEntry } from "@/components/my-orders/my-orders-drawer-entry";
import { IconButton } from "@/components/ui/icon-button";
import type { Language } from "@/lib/domain/language";
import type { DrawerEntries } from "./drawer-entries";
import { LanguageSelect, type LanguageOption } from "./language-select";
import { useHeldTap } from "./use-held-tap";

export interface DrawerTexts {
  openMenu: string;
  title: string;
  close: string;
  home: string;
  promotions: string;
  language: string;
  version: string;
  logoAlt: string;
}

interface Props {
  texts: DrawerTexts;
  entries: DrawerEntries;
  logo: string | null;
  language: Language;
  languages: LanguageOption[];
  /** The venue's My orders entry (enable_my_orders, issue 16); shown once the device has an order there. */
  myOrders?: { licence: string; label: string } | null;
}

/**
 * The header's menu button and the drawer it opens (000 section 2). A modal <dialog> gives focus
 * moving in, the focus trap and Escape; it slides from the inline start, so the right side in rtl.
 */
export function MenuDrawer({ texts, entries, logo, language, languages, myOrders = null }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  function show() {
    dialog.current?.showModal();
    setOpen(true);
  }
  function close() {
    dialog.current?.close();
  }
  // A tap made before the page hydrated opens the drawer once it can (issue 27).
  const heldTap = useHeldTap("menu-drawer", show);
  function onClosed() {
    setOpen(false);
    button.current?.focus();
  }
  // A click on the dialog element itself is a click on its backdrop: the panel fills the content box.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  const item = "flex min-h-11 items-center rounded px-3 py-2 hover:bg-black/5 focus-visible:outline-2";
  return (
    <>
      <IconButton ref={button} label={texts.openMenu} onClick={show} aria-expanded={open} aria-haspopup="dialog" {...heldTap}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </IconButton>
      <dialog
        ref={dialog}
        aria-label={texts.title}
        onClose={onClosed}
        onClick={onDialogClick}
        className="fixed inset-y-0 start-0 end-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50"
      >
        <div className="flex h-full flex-col gap-4 p-4">
          <div className="flex items-center justify-between gap-2">
            <Link href="/" onClick={close} className="rounded focus-visible:outline-2">
              {logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- venue logos are arbitrary URLs
                <img src={logo} alt={texts.logoAlt} width={120} height={48} className="h-12 w-auto" />
              ) : (
                <DefaultLogo label={texts.logoAlt} />
              )}
            </Link>
            <IconButton label={texts.close} onClick={close} className="text-2xl">
              <span aria-hidden="true">×</span>
            </IconButton>
          </div>
          {languages.length > 1 && (
            <LanguageSelect label={texts.language} current={language} languages={languages} tapKey="language:drawer" />
          )}
          <nav aria-label={texts.title} className="scroll-shadows max-h-[400px] overflow-y-auto overscroll-contain">
            <ul className="flex flex-col">
              <li>
                <Link href="/home/" onClick={close} className={item}>
                  {texts.home}
                </Link>
              </li>
              {entries.categories.map((entry) => (
                <li key={entry.key}>
                  <Link href={entry.href} onClick={close} className={item}>
                    {entry.label}
                  </Link>
                </li>
              ))}
              {entries.showPromotions && (
                <li>
                  <Link href="/promotions/" onClick={close} className={item}>
                    {texts.promotions}
                  </Link>
                </li>
              )}
              {myOrders && <MyOrdersDrawerEntry licence={myOrders.licence} label={myOrders.label} className={item} onNavigate={close} />}
              {[...entries.pages, ...entries.forms].map((entry) => (
                <li key={entry.key}>
                  <Link href={entry.href} onClick={close} className={item}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-auto text-sm opacity-80">{texts.version}</p>
        </div>
      </dialog>
    </>
  );
}

/** Shown when the venue has no logo: a neutral plate-and-cutlery mark. */
function DefaultLogo({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 48 48"
      className="size-12 text-primary"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="24" cy="24" r="12" />
      <circle cx="24" cy="24" r="7" />
      <path d="M6 10v10m-2-10v6a2 2 0 0 0 4 0v-6M6 20v18M42 10c-3 2-3 8-3 12h3v16" />
    </svg>
  );
}
