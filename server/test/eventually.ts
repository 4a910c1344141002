// How often a condition is looked at again: short beside what the tests wait for (a NOTIFY, a closed socket).
const POLL_MS = 20;

/**
 * Resolves as soon as `condition` holds; rejects naming `what` once `timeoutMs` has passed without it.
 * For what another connection or process does in its own time: a NOTIFY heard, a stream let go.
 */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
