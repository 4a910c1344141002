"use client";

import { useEffect, useRef, useState, type MouseEvent } from "react";
import { chipClass } from "@/components/ui/chip";

/** Timings and widths of 000 sections 2 and 9. */
export const SCROLL_DEBOUNCE_MS = 200;
export const CLICK_SUPPRESS_MS = 1500;
export const LIST_CHANGE_SUPPRESS_MS = 800;
const NARROW_WINDOW = 450;
const NARROW_EXTRA = 30;

export interface NavSection {
  id: number;
  name: string;
}

/** The last section whose top has reached the line under the nav; the first one before any has. */
export function activeSectionId(tops: readonly { id: number; top: number }[], line: number): number | null {
  let active = tops[0]?.id ?? null;
  for (const section of tops) if (section.top <= line) active = section.id;
  return active;
}

/**
 * Where a section must reach to become current: just under the nav, or the bottom of the window once
 * the page can scroll no further (a short last section never reaches the nav).
 */
export function activeLine(navBottom: number, viewportHeight: number, scrollY: number, scrollHeight: number): number {
  const atEnd = viewportHeight + scrollY >= scrollHeight - 2;
  return atEnd ? viewportHeight - 1 : navBottom + 8;
}

/** The sticky nav is capped at window width + 30 when the window is under 450 wide; otherwise uncapped. */
export function navMaxWidth(windowWidth: number): number | null {
  return windowWidth < NARROW_WINDOW ? windowWidth + NARROW_EXTRA : null;
}

interface Pause {
  until: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Scroll-driven updates are ignored for a while (a click or a new list moves the page on its own);
 * when the pause ends the position is read once more, as the page may have stopped without a scroll event.
 */
function pauseFor(pause: Pause, milliseconds: number, settle: () => void): void {
  pause.until = Date.now() + milliseconds;
  clearTimeout(pause.timer);
  pause.timer = setTimeout(settle, milliseconds);
}

function isPaused(pause: Pause): boolean {
  return Date.now() < pause.until;
}

/** The current section as the page lies now. */
function measureActive(nav: HTMLElement | null, ids: string): number | null {
  // A tapped section lands at its scroll margin, which can lie a little below a short header and nav: the
  // line reaches at least there, so the section the guest tapped is the current one once the page stops.
  const first = document.getElementById(anchorOf(Number(ids.split(",")[0])));
  const landing = first ? parseFloat(getComputedStyle(first).scrollMarginTop) || 0 : 0;
  const line = activeLine(
    Math.max(nav?.getBoundingClientRect().bottom ?? 0, landing),
    window.innerHeight,
    window.scrollY,
    document.documentElement.scrollHeight,
  );
  const tops = ids
    .split(",")
    .filter(Boolean)
    .map((id) => ({
      id: Number(id),
      top: document.getElementById(anchorOf(Number(id)))?.getBoundingClientRect().top ?? Infinity,
    }));
  return activeSectionId(tops, line);
}

export function anchorOf(id: number): string {
  return `cat-${id}`;
}

type Props = { sections: readonly NavSection[]; label: string };

/** Sticky horizontal nav of a special category: links to #cat-{id}, the current one following the scroll. */
export function SpecialCategoryNav({ sections, label }: Props) {
  const [active, setActive] = useState<number | null>(sections[0]?.id ?? null);
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pause = useRef<Pause>({ until: 0, timer: undefined });
  const ids = sections.map((section) => section.id).join(",");

  useEffect(() => {
    const current = pause.current;
    // Sections moving under a new list would otherwise light up the wrong button while the page settles.
    pauseFor(current, LIST_CHANGE_SUPPRESS_MS, () => setActive(measureActive(navRef.current, ids)));
    return () => clearTimeout(current.timer);
  }, [ids]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      if (!isPaused(pause.current)) setActive(measureActive(navRef.current, ids));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, [ids]);

  useEffect(() => {
    const resize = () => setMaxWidth(navMaxWidth(window.innerWidth));
    resize();
    window.addEventListener("resize", resize);
    return () => window.removeEventListener("resize", resize);
  }, []);

  useEffect(() => {
    const nav = navRef.current;
    const link = nav?.querySelector(`[data-section="${active}"]`);
    if (!nav || !(link instanceof HTMLElement)) return;
    // scrollBy with a measured offset works in both directions; scrollIntoView would also stop the page's own smooth scroll.
    const navBox = nav.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const offset = linkBox.left + linkBox.width / 2 - (navBox.left + navBox.width / 2);
    if (Math.abs(offset) > 1) nav.scrollBy({ left: offset, behavior: "smooth" });
  }, [active]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    const target = document.getElementById(anchorOf(id));
    if (!target) return;
    event.preventDefault();
    pauseFor(pause.current, CLICK_SUPPRESS_MS, () => setActive(measureActive(navRef.current, ids)));
    setActive(id);
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", `#${anchorOf(id)}`);
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="sticky top-14 z-30 overflow-x-auto bg-page-bg shadow-sm"
      style={maxWidth === null ? undefined : { maxWidth }}
    >
      <ul className="flex gap-2 whitespace-nowrap px-3 py-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${anchorOf(section.id)}`}
              data-section={section.id}
              aria-current={active === section.id ? "location" : undefined}
              onClick={(event) => onClick(event, section.id)}
              className={chipClass({ look: "solid", selected: active === section.id }, "text-sm")}
            >
              {section.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
