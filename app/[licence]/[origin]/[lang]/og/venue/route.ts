import { ogImageResponse, type OgParams } from "@/lib/og/og-route";

/** Rendered on its first request per licence and language, then cached as pages are (lib/og/og-route.ts). */
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { licence: string; origin: string; lang: string }[] {
  return [];
}

/** The venue's link-preview image (landing and home), /{lang}/og/venue/ in public (proxy.ts). */
export async function GET(_request: Request, { params }: { params: Promise<OgParams> }): Promise<Response> {
  return ogImageResponse("venue", await params);
}
