/** 000 section 4: the grid spinner is 70 by 70 in #0b9f93 whatever the venue's theme. */
export const SPINNER_COLOUR = "#0b9f93";
export const SPINNER_SIZE = 70;

/** Three by three dots, as the specification's "grid spinner"; the n-th dot fades in turn (globals.css). */
const DOTS = [12.5, 52.5, 92.5].flatMap((cy) => [12.5, 52.5, 92.5].map((cx) => ({ cx, cy })));

/**
 * The loading overlay of 000 section 4 (5 px blur, layer 10000, grid spinner): shown while a screen's
 * menu data loads. No hooks, so both the server's loading.tsx files and client transitions render it.
 */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div role="status" className="fixed inset-0 z-[10000] flex items-center justify-center backdrop-blur-[5px]">
      <svg
        aria-hidden="true"
        viewBox="0 0 105 105"
        width={SPINNER_SIZE}
        height={SPINNER_SIZE}
        fill={SPINNER_COLOUR}
        className="grid-spinner"
      >
        {DOTS.map((dot, index) => (
          <circle key={index} cx={dot.cx} cy={dot.cy} r="12.5" style={{ animationDelay: `${(index % 4) * 150}ms` }} />
        ))}
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
