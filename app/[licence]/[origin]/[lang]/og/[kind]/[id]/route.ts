import { ogImageResponse, type OgParams } from "@/lib/og/og-route";

/** Rendered on its first request per licence, language, kind and id, then cached as pages are (lib/og/og-route.ts). */
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { kind: string; id: string }[] {
  return [];
}

/** A category's or product's link-preview image: /{lang}/og/category/{id}/ and /{lang}/og/product/{id}/ in public (proxy.ts). */
export async function GET(_request: Request, { params }: { params: Promise<Required<OgParams> & { kind: string }> }): Promise<Response> {
  const { kind, ...rest } = await params;
  return ogImageResponse(kind, rest);
}
