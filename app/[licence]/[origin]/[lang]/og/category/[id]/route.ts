import { ogImageResponse, type OgParams } from "@/lib/og/og-route";

/** Rendered on its first request per licence, language and id, then cached as pages are (lib/og/og-route.ts). */
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The category's link-preview image, /{lang}/og/category/{id}/ in public (proxy.ts). */
export async function GET(_request: Request, { params }: { params: Promise<Required<OgParams>> }): Promise<Response> {
  return ogImageResponse("category", await params);
}
