import type { ComponentProps, ReactNode } from "react";
import { IconButton } from "./icon-button";

/** A stepper's minus or plus: a round, outlined icon button (the split's guest count uses it alone). */
export function StepperButton({ className, ...props }: ComponentProps<typeof IconButton>) {
  return (
    <IconButton
      variant="ghost"
      className={`rounded-full border border-black/30 focus-visible:outline-primary disabled:opacity-40 ${className ?? ""}`}
      {...props}
    />
  );
}

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
      <StepperButton label={decreaseLabel} disabled={!canDecrease} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </StepperButton>
      {children}
      <StepperButton label={increaseLabel} disabled={!canIncrease} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </StepperButton>
    </div>
  );
}
