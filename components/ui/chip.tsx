import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * outline: a filter, its border in the venue's primary colour when chosen; solid: one of a set (order
 * types, payment types, the sections of a category), filled with the header's colours when chosen, a
 * pair whose contrast lib/venue/theme.ts guarantees.
 */
export type ChipLook = "outline" | "solid";

const LOOKS: Record<ChipLook, { idle: string; chosen: string; checked: string }> = {
  outline: {
    idle: "border-black/30",
    chosen: "border-primary bg-primary/10",
    checked: "has-checked:border-primary has-checked:bg-primary/10",
  },
  solid: {
    idle: "border-header-bg bg-card-bg text-text",
    chosen: "border-header-bg bg-header-bg font-bold text-header-text",
    checked: "has-checked:bg-header-bg has-checked:font-bold has-checked:text-header-text",
  },
};

/**
 * A chip's look: a pill 44 px high. A chip wrapping a radio or checkbox shows as chosen when its input
 * is checked; a button or link chip passes `selected`.
 */
export function chipClass({ selected = false, look = "outline" }: { selected?: boolean; look?: ChipLook } = {}, extra = ""): string {
  const colours = LOOKS[look];
  const state = selected ? colours.chosen : `${colours.idle} ${colours.checked}`;
  // The pill, its focus ring and disabled state: .chip in app/globals.css (a home's 40 section tabs repeat it).
  return `chip ${state} ${extra}`.trim();
}

/** The input drawn inside a chip: smaller than a row's, the chip itself being the target. */
export const CHIP_INPUT_CLASS = "size-4 shrink-0 accent-primary";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  /** checkbox (the default) for a filter that adds up, radio for one of a set. */
  type?: "checkbox" | "radio";
  children: ReactNode;
  /** Show the input (20 px, in the primary colour) rather than only the chip's colour. */
  showControl?: boolean;
  look?: ChipLook;
};

/** A choice drawn as a chip: the whole pill is the label of its input, so role and name are the input's. */
export function Chip({ type = "checkbox", children, showControl = false, look, className = "", ...input }: Props) {
  return (
    <label className={chipClass({ look }, className)}>
      <input type={type} className={showControl ? CHIP_INPUT_CLASS : "sr-only"} {...input} />
      <span>{children}</span>
    </label>
  );
}
