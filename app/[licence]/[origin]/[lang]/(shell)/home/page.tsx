import type { Metadata } from "next";
import { HomeScreen } from "@/components/catalogue/home-screen";
import { MenuFirstScreen } from "@/components/catalogue/menu-first-screen";
import type { ScreenParams } from "@/lib/venue/screen-venue";
import { namedScreenMetadata } from "@/lib/venue/screen-metadata";
import { loadHome } from "./load-home";

type Props = { params: Promise<ScreenParams> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return namedScreenMetadata(params, "home", "/home/");
}

/** Home (000 section 2), or the menu-first home of enable_menu_first (issue 28): cached per licence and language. */
export default async function HomePage({ params }: Props) {
  const home = await loadHome(params);
  return home.venue.menu.enable_menu_first ? <MenuFirstScreen {...home} /> : <HomeScreen {...home} />;
}
