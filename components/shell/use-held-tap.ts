import { useEffect, useRef } from "react";
import { useHydrated } from "@/components/cart/use-hydrated";
import type { HeldTaps } from "./held-tap-script";

type Held = NonNullable<HeldTaps["held"][string]>;

function heldTaps(): HeldTaps | undefined {
  return (window as { __carteTaps?: HeldTaps }).__carteTaps;
}

/**
 * What the page's tap keeper (held-tap-script.ts) held for `key` before the page hydrated, given to
 * `take` once, when the component has taken over; from then on the key's taps pass to the component.
 * It waits for hydration to finish, so what runs reads the guest's cart rather than the server's
 * empty one (the cart store answers its initial state while React hydrates).
 */
function useHeld(key: string, take: (held: Held) => void): void {
  const hydrated = useHydrated();
  const latest = useRef(take);
  useEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    const taps = heldTaps();
    if (!hydrated || !taps) return;
    taps.live[key] = (taps.live[key] ?? 0) + 1;
    const held = taps.held[key];
    if (held) {
      // Taken before it runs: a second mount (React's strict mode) finds nothing to run again.
      delete taps.held[key];
      latest.current(held);
    }
    return () => {
      taps.live[key] = (taps.live[key] ?? 1) - 1;
    };
  }, [hydrated, key]);
}

/**
 * A button's tap made before the page hydrated, run once now that it can be: spread the returned
 * attribute on the button, and `run` is what its click does. `key` names the button among the page's.
 * A tap whose line the script already added (lib/domain/early-add.ts) runs `addedEarly` instead:
 * what follows an add (its toast, the menu's redirect), never the add again.
 */
export function useHeldTap(key: string, run: () => void, addedEarly?: () => void): { "data-replay-tap": string } {
  useHeld(key, (held) => {
    if (held === 2) addedEarly?.();
    else if (held === 1) run();
  });
  return { "data-replay-tap": key };
}

/**
 * A select's choice made before the page hydrated (the browser's own control changes without any
 * script), made once now that it can be: spread the returned attribute on the `<select>`, and
 * `choose` is what its change does with the chosen value.
 */
export function useHeldChoice(key: string, choose: (value: string) => void): { "data-replay-tap": string } {
  useHeld(key, (held) => {
    if (typeof held === "string") choose(held.slice(1));
  });
  return { "data-replay-tap": key };
}
