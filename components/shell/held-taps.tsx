import { HELD_TAP_SCRIPT } from "./held-tap-script";

/**
 * The tap keeper (held-tap-script.ts), first in the body. An inline script like Next's own, so the
 * front server writes the page's nonce into it (server/http/nonce-injector.mjs).
 */
export function HeldTaps() {
  return <script dangerouslySetInnerHTML={{ __html: HELD_TAP_SCRIPT }} />;
}
