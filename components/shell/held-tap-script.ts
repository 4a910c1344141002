/**
 * The page's tap keeper, inlined at the top of every page's body (held-taps.tsx) so it runs before the
 * first paint, before any of Next's chunks. A tap (a click, also Enter on a focused button) on an
 * element marked `data-replay-tap="{key}"` whose component has not yet taken over is held: its default
 * (a form's submission, which would reload the page) is prevented, it never reaches React, and it is
 * kept, one per key, for use-held-tap.ts to run once the component has hydrated.
 *
 * Why (issue 27): the page paints seconds before it hydrates on a slow phone, and the scripts start on
 * the guest's first tap (server/http/script-loader.mjs), so that tap reached a button with no handler
 * yet and was lost. A second tap before hydration is the same request again, not a second add.
 *
 * A capture listener on the window runs before React's listeners on the document. ES5: it runs before
 * any polyfill. `live` counts each key's mounted components; their taps pass through untouched.
 */
export const HELD_TAP_SCRIPT = `(function(){var w=self;if(w.__carteTaps)return;var t=w.__carteTaps={held:{},live:{}};
w.addEventListener("click",function(e){var n=e.target,el=n&&n.closest?n.closest("[data-replay-tap]"):null;if(!el)return;
var k=el.getAttribute("data-replay-tap");if(t.live[k]>0)return;e.preventDefault();e.stopImmediatePropagation();t.held[k]=1},true)})();`.replace(
  /\n/g,
  "",
);

/** What the script keeps on the window. */
export interface HeldTaps {
  /** Keys tapped before their component took over. */
  held: Record<string, 1 | undefined>;
  /** How many mounted components answer each key's taps themselves. */
  live: Record<string, number | undefined>;
}
