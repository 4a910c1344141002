import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * /{lang}/a/{token}: a deep link (000 section 2). The proxy answers every link whose token this app
 * issued with a redirect that stores the location (lib/venue/location-link-redirect.ts); what reaches
 * this page is a stale or tampered token, which must not silently seat the guest at no table.
 */
export default function LocationLinkPage() {
  notFound();
}
