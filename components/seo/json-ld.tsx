import { serialiseJsonLd, type JsonLdNode } from "@/lib/venue/json-ld";

/**
 * Structured data for search engines as <script type="application/ld+json">. A server component:
 * nothing of it reaches the client bundle. "<" is escaped so venue text cannot close the script.
 */
export function JsonLd({ data }: { data: JsonLdNode | readonly JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
