import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { locationPanel } from "@/lib/domain/location-gate";
import type { LocationGate } from "./use-location-gate";

/**
 * The location gate panel (000 sections 2, 4 and 8): the state's text, its button, and the
 * browser's or the server's words under it. Announced politely as it changes; nothing when the
 * gate is disabled or the guest may proceed.
 */
export function LocationGatePanel({ gate, enabled }: { gate: LocationGate; enabled: boolean }) {
  const t = useTranslations("LocationGate");
  const panel = locationPanel(enabled, gate.state);
  if (!panel) return null;
  const { problem } = gate.state;
  const problemText = problem ? (problem.message ?? t(problem.kind === "position" ? "unableToGetLocation" : "couldNotValidate")) : null;
  // Locating you… and Checking your location… have no button: the gate is working. (No aria-busy: it
  // would hold back the very announcement of those texts.)
  const working = panel.action === null;

  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-lg bg-card-bg p-6 text-center shadow-sm"
    >
      {working && <Spinner />}
      <p className="text-base">{t(panel.text)}</p>
      {panel.action && <Button onClick={gate.request}>{t(panel.action)}</Button>}
      {problemText && <p className="text-sm text-red-700">{problemText}</p>}
    </div>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      data-testid="location-gate-spinner"
      viewBox="0 0 24 24"
      className="size-8 animate-spin text-primary motion-reduce:animate-none"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
