import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * Radios and checkboxes: the control drawn at 20 px in the venue's primary colour, and the whole row its
 * label, at least 44 px high (issue 14: native 13 px controls were hard to hit).
 */
export const CHOICE_INPUT_CLASS = "size-5 shrink-0 accent-primary";

/** boxed: a bordered row that turns to the primary colour when chosen (options of a product); plain: a list row. */
export type ChoiceLook = "boxed" | "plain";

export function choiceRowClass(look: ChoiceLook = "boxed", extra = ""): string {
  const base = "flex min-h-11 cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-50";
  const boxed = "rounded-md border border-black/10 px-3 py-2 has-checked:border-primary has-checked:bg-primary/5";
  return [base, look === "boxed" ? boxed : "", extra].filter(Boolean).join(" ");
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  label: ReactNode;
  look?: ChoiceLook;
  rowClassName?: string;
};

function Choice({ type, label, look, rowClassName, className = "", ...input }: Props & { type: "radio" | "checkbox" }) {
  return (
    <label className={choiceRowClass(look, rowClassName)}>
      <input type={type} className={`${CHOICE_INPUT_CLASS} ${className}`.trim()} {...input} />
      <span className="min-w-0 flex-1">{label}</span>
    </label>
  );
}

export function Radio(props: Props) {
  return <Choice type="radio" {...props} />;
}

export function Checkbox(props: Props) {
  return <Choice type="checkbox" {...props} />;
}
