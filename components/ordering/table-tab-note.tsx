import { useTranslations } from "next-intl";

/**
 * Issue 24 item 9: the first phone at a table-tab venue opens the table's order for everyone; it is
 * told so, so that it does not take itself for the one paying the whole table's first round.
 */
export function TableTabNote() {
  const t = useTranslations("TableTab");
  return (
    <p role="note" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm">
      {t("joinNote")}
    </p>
  );
}
