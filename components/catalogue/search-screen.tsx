import { getTranslations } from "next-intl/server";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import type { SearchQuery } from "@/lib/domain/search";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";

type Props = { menu: Menu; lang: Language; query: SearchQuery; now: Date };

/** Search (000 sections 2 and 5): the term and property filters, then the matching products. */
export async function SearchScreen({ menu, lang, query, now }: Props) {
  const t = await getTranslations({ locale: lang, namespace: "Search" });
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <SearchForm
        initialTerm={query.searchTerm}
        initialChecked={query.checkedProperties}
        properties={menu.properties.map((property) => ({ id: property.id, name: property.name, icon: property.image.icon }))}
        labels={{ search: t("placeholder"), properties: t("properties") }}
      />
      <SearchResults menu={menu} lang={lang} query={query} now={now} />
    </main>
  );
}
