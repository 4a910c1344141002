import type { Menu, Page } from "@/lib/api/schemas/menu";
import { sanitiseHtml } from "@/lib/venue/sanitise";

/** An info page by id (000 section 2: looked up by page id); null for an id the menu does not list. */
export function findInfoPage(menu: Pick<Menu, "pages">, id: string): Page | null {
  if (!/^\d+$/.test(id)) return null;
  return menu.pages.find((page) => page.id === Number(id)) ?? null;
}

/** Title and the venue's HTML content, sanitised (the venue writes it, the guest's browser must not run it). */
export function InfoPage({ page }: { page: Page }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold">{page.title}</h1>
      <div
        className="flex flex-col gap-3 leading-relaxed [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
        dangerouslySetInnerHTML={{ __html: sanitiseHtml(page.content) }}
      />
    </article>
  );
}
