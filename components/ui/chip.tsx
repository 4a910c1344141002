import { cva } from "class-variance-authority";
import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";
import { cn } from "./class-names";

/**
 * outline: a filter, its border in the venue's primary colour when chosen; solid: one of a set (order
 * types, payment types, the sections of a category), filled with the header's colours when chosen, a
 * pair whose contrast lib/venue/theme.ts guarantees.
 */
export type ChipLook = "outline" | "solid";

// The pill, its focus ring and disabled state are .chip in app/globals.css (a home's 40 section tabs repeat it).
const chipVariants = cva("chip", {
  variants: {
    look: { outline: "border-black/30", solid: "border-header-bg bg-card-bg text-text" },
    selected: { true: "", false: "" },
    /** Wraps a radio or checkbox, and shows as chosen while it is checked. */
    control: { true: "", false: "" },
  },
  compoundVariants: [
    { look: "outline", selected: true, class: "border-primary bg-primary/10" },
    { look: "solid", selected: true, class: "border-header-bg bg-header-bg font-bold text-header-text" },
    { look: "outline", control: true, class: "has-checked:border-primary has-checked:bg-primary/10" },
    { look: "solid", control: true, class: "has-checked:bg-header-bg has-checked:font-bold has-checked:text-header-text" },
  ],
  defaultVariants: { look: "outline", selected: false, control: false },
});

/**
 * A chip's look: a pill 44 px high. Without `selected` it wraps a radio or checkbox and shows as chosen
 * when its input is checked; a button or link chip passes `selected`.
 */
export function chipClass({ selected, look }: { selected?: boolean; look?: ChipLook } = {}, extra = ""): string {
  return cn(chipVariants({ look, selected: selected === true, control: selected === undefined }), extra);
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
