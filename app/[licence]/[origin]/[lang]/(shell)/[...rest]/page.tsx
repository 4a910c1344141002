import { notFound } from "next/navigation";

/**
 * Unknown paths under a language get the translated not-found screen. A deep link behind a
 * custom-domain prefix (/{lang}/{prefix}/t/{token}) whose token this app issued never gets here:
 * the proxy answers it with its redirect (lib/venue/location-link-redirect.ts).
 */
export default function CatchAll() {
  notFound();
}
