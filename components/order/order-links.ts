/**
 * The order screen's path for the i18n router (it adds /{lang}). The checkout sends the guest here
 * after placing an order with `placed`, which shows the thank-you text (001 section 2).
 */
export function orderScreenPath(uuid: string, options: { placed?: boolean } = {}): string {
  return `/order/${encodeURIComponent(uuid)}/${options.placed ? "?placed=1" : ""}`;
}
