import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { Menu } from "@/lib/api/schemas/menu";
import type { Language } from "@/lib/domain/language";
import { CLIENT_VERSION } from "@/lib/domain/version";
import { orderingOpenNow } from "@/lib/venue/catalogue";
import { BackButton } from "./back-button";
import { CartButton } from "./cart-button";
import { drawerEntries } from "./drawer-entries";
import { LanguageSelect, type LanguageOption } from "./language-select";
import { LocationChip } from "./location-chip";
import { MenuDrawer } from "./menu-drawer";

interface Props {
  licence: string;
  menu: Menu;
  language: Language;
  languages: LanguageOption[];
  now: Date;
}

/**
 * The shell header (000 section 2): menu, back, brand, language, search and cart; under them, once a
 * table, room or area link has set the order location, the chip saying where the guest orders from.
 */
export async function SiteHeader({ licence, menu, language, languages, now }: Props) {
  const header = await getTranslations("Header");
  const drawer = await getTranslations("Drawer");
  const many = languages.length > 1;
  return (
    <header className="sticky top-0 z-40 bg-header-bg text-header-text shadow">
      <div className="flex items-center gap-0.5 px-1 py-1">
        <MenuDrawer
          texts={{
            openMenu: header("openMenu"),
            title: drawer("title"),
            close: drawer("close"),
            home: drawer("home"),
            promotions: drawer("promotions"),
            language: drawer("language"),
            version: drawer("versionLabel", { version: CLIENT_VERSION }),
            logoAlt: drawer("logoAlt"),
          }}
          entries={drawerEntries(menu, now)}
          myOrders={menu.enable_my_orders ? { licence, label: drawer("myOrders") } : null}
          logo={menu.logo_image.logo}
          language={language}
          languages={languages}
        />
        <BackButton label={header("back")} />
        <Link
          href="/home/"
          className="line-clamp-2 min-w-0 flex-1 rounded px-1 font-title text-base leading-tight break-words focus-visible:outline-2 sm:text-lg"
        >
          {menu.name}
        </Link>
        {many && menu.enable_language_header && (
          <LanguageSelect label={header("language")} current={language} languages={languages} compact />
        )}
        {menu.enable_search && (
          <Link
            href="/search/"
            aria-label={header("search")}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded focus-visible:outline-2"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="M20 20l-4-4" />
            </svg>
          </Link>
        )}
        <CartButton language={language} orderingOpen={orderingOpenNow(menu, now)} arabicNumerals={menu.enable_arabic_numerals} />
      </div>
      <LocationChip language={language} arabicNumerals={menu.enable_arabic_numerals} />
    </header>
  );
}
