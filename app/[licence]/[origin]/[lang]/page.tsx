import type { Metadata } from "next";
import { landingMetadata, LandingScreen, type LandingParams } from "./landing-screen";

type Props = { params: LandingParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return landingMetadata(params);
}

/** The landing of a browser that has submitted none of the venue's forms: cached per licence and language. */
export default function LandingPage({ params }: Props) {
  return <LandingScreen params={params} submitted="" />;
}
