import type { ReactNode } from "react";

export const STEPPER_BUTTON_CLASS =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-black/30 text-xl leading-none disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

type Props = {
  /** The group's name ("Quantity", or the line's product for a cart line). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  /** The value between the buttons: text, or a control of its own (the product's Input Quantity). */
  children: ReactNode;
  className?: string;
};

/** Minus, the value and plus, each button 44 px; a button is disabled at its limit. */
export function Stepper({
  label,
  decreaseLabel,
  increaseLabel,
  canDecrease,
  canIncrease,
  onDecrease,
  onIncrease,
  children,
  className = "",
}: Props) {
  return (
    <div role="group" aria-label={label} className={`flex items-center gap-3 ${className}`.trim()}>
      <button type="button" className={STEPPER_BUTTON_CLASS} aria-label={decreaseLabel} disabled={!canDecrease} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </button>
      {children}
      <button type="button" className={STEPPER_BUTTON_CLASS} aria-label={increaseLabel} disabled={!canIncrease} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
