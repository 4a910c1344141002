import type { Metadata } from "next";
import { InfoPage } from "@/components/catalogue/info-page";
import { infoPageMetadata, loadInfoPage, type InfoPageParams } from "./load-info-page";

type Props = { params: InfoPageParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return infoPageMetadata(params);
}

/** An info page (000 section 2); an id the menu does not list is not found. */
export default async function InfoPageScreen({ params }: Props) {
  return (
    <main>
      <InfoPage page={await loadInfoPage(params)} />
    </main>
  );
}

/** Rendered on its first request per id, then cached (the root layout's revalidate). */
export function generateStaticParams(): { id: string }[] {
  return [];
}
