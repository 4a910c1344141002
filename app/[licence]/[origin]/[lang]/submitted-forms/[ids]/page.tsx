import type { Metadata } from "next";
import { landingMetadata, LandingScreen } from "../../landing-screen";

type Props = { params: Promise<{ licence: string; origin: string; lang: string; ids: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata(params);
}

/** The landing of a browser that has submitted forms `ids` ("1.3"): the proxy rewrites `/` here. */
export default async function SubmittedFormsLandingPage({ params }: Props) {
  return <LandingScreen params={params} submitted={(await params).ids} />;
}

/** Rendered on its first request per set of forms, then cached (the root layout's revalidate). */
export function generateStaticParams(): { ids: string }[] {
  return [];
}
