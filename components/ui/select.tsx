import type { SelectHTMLAttributes } from "react";

/** A native select (the platform's picker suits phones) at 44 px, on the page's colours. */
export const SELECT_CLASS =
  "min-h-11 rounded-md border border-black/30 bg-page-bg px-3 py-2 text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50";

export function selectClass(extra = ""): string {
  return `${SELECT_CLASS} ${extra}`.trim();
}

export function Select({ className = "", ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={selectClass(className)} {...props} />;
}
