/** 000 section 9: the success animation's colour when the theme sets no feedback_success_color. */
export const DEFAULT_SUCCESS_COLOUR = "#00AA00";

// The circle (length 151) and then the tick (length 33) draw themselves; with reduced motion they are simply there.
const TICK_CSS = `
@keyframes carte-tick-circle { from { stroke-dashoffset: 151; } to { stroke-dashoffset: 0; } }
@keyframes carte-tick-check { from { stroke-dashoffset: 33; } to { stroke-dashoffset: 0; } }
@media (prefers-reduced-motion: no-preference) {
  .carte-tick circle { stroke-dasharray: 151; animation: carte-tick-circle 600ms ease-out both; }
  .carte-tick path { stroke-dasharray: 33; animation: carte-tick-check 400ms ease-out 500ms both; }
}`;

/** The animated tick of a successful submission, in the theme's feedback_success_color. */
export function SuccessTick() {
  return (
    <>
      <style href="carte-success-tick" precedence="default">
        {TICK_CSS}
      </style>
      <svg
        aria-hidden="true"
        viewBox="0 0 52 52"
        width="72"
        height="72"
        className="carte-tick"
        style={{ color: `var(--color-feedback-success, ${DEFAULT_SUCCESS_COLOUR})` }}
      >
        <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M15 27l7 7 15-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </>
  );
}
