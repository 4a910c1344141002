import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * A chip's look: a rounded pill 44 px high, its border in the venue's primary colour when chosen. A chip
 * wrapping a radio or checkbox is chosen when its input is checked; a link chip passes `selected`.
 */
export function chipClass({ selected = false }: { selected?: boolean } = {}, extra = ""): string {
  const state = selected ? "border-primary bg-primary/10" : "border-black/30 has-checked:border-primary has-checked:bg-primary/10";
  return `inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-3 has-focus-visible:outline-2 has-focus-visible:outline-primary focus-visible:outline-2 focus-visible:outline-primary has-disabled:cursor-not-allowed has-disabled:opacity-50 ${state} ${extra}`.trim();
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  /** checkbox (the default) for a filter that adds up, radio for one of a set. */
  type?: "checkbox" | "radio";
  children: ReactNode;
  /** Show the input (20 px, in the primary colour) rather than only the chip's colour. */
  showControl?: boolean;
};

/** A choice drawn as a chip: the whole pill is the label of its input, so role and name are the input's. */
export function Chip({ type = "checkbox", children, showControl = false, className = "", ...input }: Props) {
  return (
    <label className={chipClass({}, className)}>
      <input type={type} className={showControl ? "size-5 shrink-0 accent-primary" : "sr-only"} {...input} />
      <span>{children}</span>
    </label>
  );
}
