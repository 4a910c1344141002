"use client";

import { useEffect, useRef } from "react";
import { useHydrated } from "@/components/cart/use-hydrated";
import type { HeldTaps } from "./held-tap-script";

function heldTaps(): HeldTaps | undefined {
  return (window as { __carteTaps?: HeldTaps }).__carteTaps;
}

/**
 * A button's tap made before the page hydrated (held-tap-script.ts), run once now that it can be:
 * spread the returned attribute on the button, and `run` is what its click does. `key` names the
 * button among the page's. It waits for hydration to finish, so `run` reads the guest's cart rather
 * than the server's empty one (the cart store answers its initial state while React hydrates).
 * A tap whose line the script already added (lib/domain/early-add.ts) runs `addedEarly` instead:
 * what follows an add (its toast, the menu's redirect), never the add again.
 */
export function useHeldTap(key: string, run: () => void, addedEarly?: () => void): { "data-replay-tap": string } {
  const hydrated = useHydrated();
  const latest = useRef({ run, addedEarly });
  useEffect(() => {
    latest.current = { run, addedEarly };
  });
  useEffect(() => {
    const taps = heldTaps();
    if (!hydrated || !taps) return;
    taps.live[key] = (taps.live[key] ?? 0) + 1;
    const held = taps.held[key];
    if (held) {
      // Taken before it runs: a second mount (React's strict mode) finds nothing to run again.
      delete taps.held[key];
      if (held === 2) latest.current.addedEarly?.();
      else latest.current.run();
    }
    return () => {
      taps.live[key] = (taps.live[key] ?? 1) - 1;
    };
  }, [hydrated, key]);
  return { "data-replay-tap": key };
}
