import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * An on/off switch: a checkbox with role switch, drawn as a 44x24 px track in the venue's primary colour
 * when on, inside a row at least 44 px high that is its label.
 */
export const SWITCH_INPUT_CLASS =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-500 transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 before:absolute before:top-0.5 before:start-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-all checked:before:start-[1.375rem] motion-reduce:transition-none motion-reduce:before:transition-none";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "children"> & {
  label: ReactNode;
  rowClassName?: string;
};

export function Switch({ label, rowClassName = "", className = "", ...input }: Props) {
  return (
    <label className={`flex min-h-11 cursor-pointer items-center gap-3 ${rowClassName}`.trim()}>
      <input type="checkbox" role="switch" className={`${SWITCH_INPUT_CLASS} ${className}`.trim()} {...input} />
      <span className="min-w-0 flex-1">{label}</span>
    </label>
  );
}
