import type { Metadata } from "next";
import { HomeScreen } from "@/components/catalogue/home-screen";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { namedScreenMetadata } from "@/lib/venue/screen-metadata";
import { loadHome } from "./load-home";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return namedScreenMetadata(params, "home", "/home/");
}

/** Home (000 section 2): cached per licence and language. */
export default async function HomePage({ params }: Props) {
  return <HomeScreen {...await loadHome(params)} />;
}
