import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import type { RecentSearch } from "@/lib/maps/search-history";
import type { LatLng, MapPlace, MapsServices, PlaceSuggestion } from "@/lib/maps/types";

type Props = {
  services: MapsServices | null;
  /** The map's centre: the search is biased around it. */
  near: LatLng;
  history: readonly RecentSearch[];
  disabled: boolean;
  onPick: (place: MapPlace, entry: RecentSearch) => void;
};

/** Typing pauses this long before the places search is asked, so each keystroke is not a request. */
export const SUGGEST_DELAY_MS = 250;
/** Single letters give no useful places; two start the search. */
export const MIN_SEARCH_LENGTH = 2;

type Option = { key: string; suggestion: PlaceSuggestion; recent: RecentSearch | null };

/**
 * The map's search box (001 section 2): a combobox listing places for the text typed, or the recent
 * searches while it is empty. Arrow keys move through the list, Enter picks, Escape closes.
 */
export function LocationSearch({ services, near, history, disabled, onPick }: Props) {
  const t = useTranslations("DeliveryLocation");
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [searched, setSearched] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  const nearRef = useRef(near);
  useEffect(() => {
    nearRef.current = near;
  }, [near]);

  const text = query.trim();
  const searching = text.length >= MIN_SEARCH_LENGTH;

  useEffect(() => {
    if (!services || !searching) return;
    let current = true;
    const timer = setTimeout(() => {
      services.suggest(text, nearRef.current).then(
        (found) => {
          if (!current) return;
          setSuggestions(found);
          setSearched(text);
          setActive(-1);
        },
        () => {
          if (current) setSearched(text);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [services, searching, text]);

  const options: Option[] = searching
    ? searched === null
      ? []
      : suggestions.map((suggestion) => ({ key: `s-${suggestion.placeId}`, suggestion, recent: null }))
    : history.map((recent) => ({ key: `h-${recent.placeId}`, suggestion: recent, recent }));
  const expanded = open && !disabled && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const noResults = open && searching && searched === text && options.length === 0;

  async function pick(option: Option) {
    setOpen(false);
    setActive(-1);
    setFailed(false);
    if (option.recent) {
      setQuery("");
      onPick(option.recent.place, option.recent);
      return;
    }
    if (!services) return;
    try {
      const place = await services.place(option.suggestion);
      setQuery("");
      setSuggestions([]);
      setSearched(null);
      onPick(place, { ...option.suggestion, place });
    } catch {
      setFailed(true);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      const option = expanded ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        void pick(option);
      }
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listTitle = searching ? t("searchPlaceholder") : t("recentSearches");
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("searchPlaceholder")}
      </label>
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t("searchPlaceholder")}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setFailed(false);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg text-base shadow"
      />
      <div className={expanded ? "absolute inset-x-0 top-full z-20 mt-1 rounded-lg bg-white text-black shadow-lg" : "hidden"}>
        {!searching && (
          <p id={`${id}-title`} className="px-3 pt-2 text-xs font-bold uppercase text-black/70">
            {listTitle}
          </p>
        )}
        <ul id={`${id}-list`} role="listbox" aria-label={listTitle} className="max-h-72 overflow-y-auto py-1">
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Picked on mousedown, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  void pick(option);
                }}
                className={`cursor-pointer px-3 py-2 ${index === active ? "bg-black/10" : ""}`}
              >
                <span className="block font-medium">{option.suggestion.primaryText}</span>
                {option.suggestion.secondaryText && <span className="block text-sm text-black/70">{option.suggestion.secondaryText}</span>}
              </li>
            ))}
        </ul>
      </div>
      <p role="status" className={noResults || failed ? "mt-1 rounded bg-white px-3 py-1 text-sm text-black shadow" : "sr-only"}>
        {noResults ? t("noResults") : failed ? t("searchFailed") : ""}
      </p>
    </div>
  );
}
