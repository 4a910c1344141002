"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { parseScrollMemory, scrollMemoryKey, scrollStep, serialiseScrollMemory, type ScrollMemory } from "@/lib/shell/scroll-memory";

/** The restored screen streams in after its loading overlay: wait this long for it to be tall enough. */
const RESTORE_WINDOW_MS = 3000;

/**
 * Remembers the category the guest leaves and its scroll position, and scrolls back there when they
 * return (000 section 2; the rules are lib/shell/scroll-memory.ts). Kept in sessionStorage per licence.
 */
export function ScrollMemoryTracker({ licence }: { licence: string }) {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  // By the time the new path renders, the router has scrolled to the top, so the leaving screen's
  // position is the last one recorded under its own path.
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const record = () => positions.current.set(window.location.pathname, window.scrollY);
    // A guest who scrolled before the page hydrated (the scripts start late on a slow phone) is there now.
    record();
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, []);

  useEffect(() => {
    const to = window.location.pathname;
    const from = previous.current;
    if (from === to) return;
    previous.current = to;
    const key = scrollMemoryKey(licence);
    const leavingScrollY = from === null ? 0 : (positions.current.get(from) ?? 0);
    positions.current.clear();
    // Where the arriving screen stands now: a screen left again without a scroll (a dish opened as a sheet
    // over a category restored to its place, issue 28 item 3) is remembered there, not at the top.
    positions.current.set(to, window.scrollY);
    const step = scrollStep(readMemory(key), from, to, leavingScrollY);
    writeMemory(key, step.memory);
    if (step.restoreTo !== null) return restoreScroll(step.restoreTo);
  }, [licence, pathname]);

  return null;
}

function readMemory(key: string): ScrollMemory | null {
  try {
    return parseScrollMemory(window.sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

function writeMemory(key: string, memory: ScrollMemory | null) {
  try {
    if (memory) window.sessionStorage.setItem(key, serialiseScrollMemory(memory));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the guest simply starts at the top.
  }
}

/** Scrolls to `y` once the page is tall enough; gives up when the guest scrolls first. */
function restoreScroll(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ["wheel", "touchstart", "keydown"] as const) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() - started > RESTORE_WINDOW_MS) {
      window.scrollTo({ top: Math.min(y, Math.max(0, room)), behavior: "instant" });
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of ["wheel", "touchstart", "keydown"] as const) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(attempt);
  return stop;
}
