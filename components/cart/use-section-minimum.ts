import { useQuery } from "@tanstack/react-query";
import { browserApi } from "@/lib/api/browser";
import { needsSectionMinimumLookup } from "@/lib/domain/minimum-order";
import { toMilli, type Milli } from "@/lib/domain/money";

/**
 * 001 section 4: "Order location type Table triggers a section lookup for the minimum"
 * (GET /en/api/menu_section/{license}/?table_number={n}). Null while unknown or not looked up.
 */
export function useSectionMinimum(licence: string, orderLocation: string | null, orderLocationType: string | null) {
  const enabled = needsSectionMinimumLookup(orderLocationType) && Boolean(orderLocation);
  const table = orderLocation ?? "";
  const query = useQuery({
    queryKey: ["menu-section", licence, table],
    queryFn: ({ signal }) => browserApi().getMenuSection(licence, table, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const minimum: Milli | null = enabled && query.isSuccess ? toMilli(query.data.minimum_order_amount) : null;
  return { minimum, loading: enabled && query.isPending };
}
