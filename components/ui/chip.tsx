import { cva, cx } from "class-variance-authority";
import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";

/**
 * outline: a filter, its border in the venue's primary colour when chosen; solid: one of a set (order
 * types, payment types, the sections of a category), filled with the header's colours when chosen, a
 * pair whose contrast lib/venue/theme.ts guarantees.
 */
export type ChipLook = "outline" | "solid";

// The pill, its focus ring and disabled state are .chip, each look a .chip-* class, in app/globals.css's
// components layer (a home's 40 section tabs repeat it); a chip is drawn chosen by .chip-selected or while
// the input it wraps is checked.
const chipVariants = cva("chip", {
  variants: {
    look: { outline: "chip-outline", solid: "chip-solid" } satisfies Record<ChipLook, string>,
    selected: { true: "chip-selected", false: "" },
  },
  defaultVariants: { look: "outline", selected: false },
});

/**
 * A chip's look: a pill 44 px high. Without `selected` it wraps a radio or checkbox and shows as chosen
 * when its input is checked; a button or link chip passes `selected`.
 */
export function chipClass({ selected, look }: { selected?: boolean; look?: ChipLook } = {}, extra = ""): string {
  return cx(chipVariants({ look, selected: selected === true }), extra);
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

type ChipButtonProps = ComponentProps<"button"> & { selected?: boolean; look?: ChipLook };

/** A chip that acts (opens the filter, picks an order type): a <button>, type "button" unless said otherwise. */
export function ChipButton({ selected = false, look, className, type = "button", ...props }: ChipButtonProps) {
  return <button type={type} className={chipClass({ selected, look }, className)} {...props} />;
}
