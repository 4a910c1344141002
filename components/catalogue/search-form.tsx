"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { CHIP_INPUT_CLASS, chipClass } from "@/components/ui/chip";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { searchQueryString } from "./search-query";

export interface SearchPropertyOption {
  id: number;
  name: string;
  icon: string | null;
}

type Props = {
  initialTerm: string;
  initialChecked: readonly number[];
  properties: readonly SearchPropertyOption[];
  labels: { search: string; properties: string };
};

/** Typing waits this long before the URL (and so the server-rendered results) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box and property checkboxes (000 'Search'). The state lives in the URL: each change
 * replaces ?q=&p= and the server renders the results. Without JavaScript the form still submits by GET.
 */
export function SearchForm({ initialTerm, initialChecked, properties, labels }: Props) {
  const router = useRouter();
  const [term, setTerm] = useState(initialTerm);
  const [checked, setChecked] = useState<readonly number[]>(initialChecked);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function commit(searchTerm: string, checkedProperties: readonly number[], delay: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = searchQueryString({ searchTerm, checkedProperties });
      router.replace(query === "" ? "/search/" : `/search/?${query}`, { scroll: false });
    }, delay);
  }

  function toggle(id: number, on: boolean) {
    const next = on ? [...checked.filter((entry) => entry !== id), id] : checked.filter((entry) => entry !== id);
    setChecked(next);
    commit(term, next, 0);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    commit(term, checked, 0);
  }

  return (
    <form role="search" method="get" onSubmit={submit} className="flex flex-col gap-4">
      <Input
        type="search"
        name="q"
        value={term}
        aria-label={labels.search}
        placeholder={labels.search}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setTerm(event.target.value);
          commit(event.target.value, checked, SEARCH_DEBOUNCE_MS);
        }}
        className="w-full text-base"
      />
      {properties.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">{labels.properties}</legend>
          <div className="flex flex-wrap gap-2">
            {properties.map((property) => (
              <label key={property.id} className={chipClass()}>
                <input
                  type="checkbox"
                  name="p"
                  value={property.id}
                  checked={checked.includes(property.id)}
                  onChange={(event) => toggle(property.id, event.target.checked)}
                  className={CHIP_INPUT_CLASS}
                />
                {property.icon && (
                  // eslint-disable-next-line @next/next/no-img-element -- venue icons are arbitrary hosts and local SVGs (ui-brief)
                  <img src={property.icon} alt="" width={20} height={20} className="h-5 w-5" />
                )}
                <span>{property.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </form>
  );
}
