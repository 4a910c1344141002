"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { chipClass } from "@/components/ui/chip";

export interface MenuTab {
  /** The id of the section the tab leads to. */
  anchor: string;
  name: string;
}

/** How far below the line a tapped section lands the band reaches that marks a section current, as a share of the window. */
const BAND_SHARE = 0.3;
/** When the page gives no scrollend (it did not move), scroll-driven marking resumes after this long anyway. */
const SCROLL_END_FALLBACK_MS = 1500;

/** The CSS variable the screen's sticky offsets and scroll margins read. */
const HEADER_HEIGHT = "--menu-header-height";

type Props = { label: string; tabs: readonly MenuTab[] };

/**
 * The menu-first home's category tabs (issue 28 item 2): plain links to the sections, so they work without
 * JavaScript; with it, the tab of the section under the tabs is marked current (aria-current) as the page
 * scrolls, the strip scrolls to keep it in view, and a tap scrolls smoothly to its section and moves focus there.
 * A horizontal sticky strip on phones, a sticky side navigation from 992 px (the layout is the screen's CSS).
 */
export function MenuFirstTabs({ label, tabs }: Props) {
  const [active, setActive] = useState<string | null>(tabs[0]?.anchor ?? null);
  const navRef = useRef<HTMLElement>(null);
  const paused = useRef(false);
  const anchors = tabs.map((tab) => tab.anchor).join(" ");

  useEffect(() => {
    const order = anchors.split(" ").filter(Boolean);
    const targets = order.flatMap((anchor) => {
      const element = document.getElementById(anchor);
      return element ? [element] : [];
    });
    const intersecting = new Map<string, boolean>();
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const first = targets[0];
      if (!first) return;
      // A section is current while it crosses a band starting where a tapped section lands (its scroll margin,
      // which the CSS sets below the sticky header and tabs), so a tap and the scroll agree.
      const top = Math.max(0, (parseFloat(getComputedStyle(first).scrollMarginTop) || 0) - 1);
      const bottom = Math.max(0, window.innerHeight - top - Math.round(window.innerHeight * BAND_SHARE));
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) intersecting.set(entry.target.id, entry.isIntersecting);
          if (paused.current) return;
          const current = order.find((anchor) => intersecting.get(anchor));
          if (current) setActive(current);
        },
        { rootMargin: `-${top}px 0px -${bottom}px 0px` },
      );
      for (const target of targets) observer.observe(target);
    };
    // The tabs stick under the site header, and sections land under both: the header's height varies with
    // the venue's name and the screen, so it is measured (without JavaScript the CSS assumes 3.5rem), and the
    // band follows.
    const header = document.querySelector("header");
    const root = document.documentElement;
    const headerSize = new ResizeObserver(() => {
      if (header) root.style.setProperty(HEADER_HEIGHT, `${header.offsetHeight}px`);
      observe();
    });
    if (header) headerSize.observe(header);
    observe();
    window.addEventListener("resize", observe);
    return () => {
      observer?.disconnect();
      headerSize.disconnect();
      root.style.removeProperty(HEADER_HEIGHT);
      window.removeEventListener("resize", observe);
    };
  }, [anchors]);

  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector(`[data-anchor="${active}"]`);
    if (!nav || !(link instanceof HTMLElement)) return;
    // Measured offsets work in both directions (rtl too) and on both axes; scrollIntoView would also stop the page's smooth scroll.
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const left = nav.scrollWidth > nav.clientWidth ? linkBox.left + linkBox.width / 2 - (navBox.left + navBox.width / 2) : 0;
    const top = nav.scrollHeight > nav.clientHeight ? linkBox.top + linkBox.height / 2 - (navBox.top + navBox.height / 2) : 0;
    if (Math.abs(left) > 1 || Math.abs(top) > 1) nav.scrollBy({ left, top, behavior: reducedMotion() ? "auto" : "smooth" });
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    setActive(anchor);
    // The sections the page passes on its way are not the guest's choice: marking waits until it stops.
    paused.current = true;
    const resume = () => {
      paused.current = false;
      clearTimeout(timer);
      window.removeEventListener("scrollend", resume);
    };
    const timer = setTimeout(resume, SCROLL_END_FALLBACK_MS);
    window.addEventListener("scrollend", resume);
    target.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${anchor}`);
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="sticky top-[var(--menu-header-height,3.5rem)] z-30 -mx-3 overflow-x-auto bg-page-bg px-3 py-2 shadow-sm min-[992px]:top-[calc(var(--menu-header-height,3.5rem)+1.5rem)] min-[992px]:mx-0 min-[992px]:max-h-[calc(100dvh-var(--menu-header-height,3.5rem)-3rem)] min-[992px]:overflow-y-auto min-[992px]:px-0 min-[992px]:shadow-none"
    >
      <ul className="flex gap-2 whitespace-nowrap min-[992px]:flex-col min-[992px]:whitespace-normal">
        {tabs.map((tab) => (
          <li key={tab.anchor}>
            <a
              href={`#${tab.anchor}`}
              data-anchor={tab.anchor}
              aria-current={active === tab.anchor ? "location" : undefined}
              onClick={(event) => onClick(event, tab.anchor)}
              className={chipClass({ look: "solid", selected: active === tab.anchor }, "text-sm min-[992px]:flex min-[992px]:rounded-lg")}
            >
              {tab.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function reducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
