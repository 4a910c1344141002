import { choiceAnchor, type MissingChoice } from "@/lib/domain/missing-choice";

/** The attribute that marks a choice's fieldset, for revealChoice to find. */
export function choiceAnchorProps(choice: MissingChoice): { "data-required-choice": string } {
  return { "data-required-choice": choiceAnchor(choice) };
}

/**
 * Brings a required choice into view and focuses its first control that can take a choice, so a tap on
 * a disabled Add leads to what is missing (issue 28 item 4). Smooth unless the guest asks for reduced
 * motion; focus waits for no scroll of its own, which would jump ahead of the smooth one.
 */
export function revealChoice(container: ParentNode | null, choice: MissingChoice): void {
  const target = container?.querySelector<HTMLElement>(`[data-required-choice="${choiceAnchor(choice)}"]`);
  if (!target) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  target.querySelector<HTMLElement>("input:not(:disabled), select:not(:disabled)")?.focus({ preventScroll: true });
}
