import { useEffect, useRef } from "react";

// Colours with at least 3:1 contrast on white, as icons need (WCAG 1.4.11).
const PAID_COLOUR = "#15803d";
const NOT_PAID_COLOUR = "#b91c1c";

/**
 * 001 section 2: a success animation when the payment is PAID and another otherwise; the caller
 * shows none while PENDING. The mark is drawn with the Web Animations API so that a guest who asks
 * for reduced motion sees it already drawn (and browsers without the API do too).
 */
export function PaymentAnimation({ paid }: { paid: boolean }) {
  const mark = useRef<SVGPathElement>(null);
  const circle = useRef<SVGCircleElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (reduced) return;
    const animations = [
      circle.current?.animate?.(
        [
          { transform: "scale(0.6)", opacity: 0 },
          { transform: "scale(1)", opacity: 1 },
        ],
        {
          duration: 350,
          easing: "ease-out",
        },
      ),
      mark.current?.animate?.([{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }], {
        duration: 450,
        delay: 250,
        easing: "ease-in-out",
        fill: "backwards",
      }),
    ];
    return () => animations.forEach((animation) => animation?.cancel());
  }, [paid]);

  const colour = paid ? PAID_COLOUR : NOT_PAID_COLOUR;
  return (
    <svg
      aria-hidden="true"
      data-testid={paid ? "payment-paid-animation" : "payment-not-paid-animation"}
      viewBox="0 0 52 52"
      className="mx-auto size-24"
    >
      <circle
        ref={circle}
        cx="26"
        cy="26"
        r="24"
        fill="none"
        stroke={colour}
        strokeWidth="3"
        style={{ transformOrigin: "center", transformBox: "fill-box" }}
      />
      <path
        ref={mark}
        d={paid ? "M15 27l7 7 15-16" : "M18 18l16 16M34 18L18 34"}
        fill="none"
        stroke={colour}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        pathLength={1}
        strokeDasharray="1"
      />
    </svg>
  );
}
