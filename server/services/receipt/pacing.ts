/**
 * Cooperative rendering: pdfkit draws synchronously, so the receipt renderer calls `pace()` between
 * rows and lines, and once a slice of work has run that long, the event loop gets its turn
 * (setImmediate runs after pending I/O) before drawing goes on. Works the same under Next, tsx and jest.
 */
export interface PacingOptions {
  /** Milliseconds of work between two turns of the event loop; 0 yields at every step. */
  sliceMs?: number;
  /** How to give the event loop its turn; tests replace it to observe or hold a render mid-way. */
  yieldToLoop?: () => Promise<void>;
}

export interface Pacer {
  pace(): Promise<void>;
  /** Turns given to the event loop so far. */
  readonly yields: number;
}

export const DEFAULT_SLICE_MS = 8;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createPacer(options: PacingOptions = {}): Pacer {
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  const yieldToLoop = options.yieldToLoop ?? nextTurn;
  let sliceStart = performance.now();
  let yields = 0;
  return {
    async pace() {
      if (performance.now() - sliceStart < sliceMs) return;
      yields += 1;
      await yieldToLoop();
      sliceStart = performance.now();
    },
    get yields() {
      return yields;
    },
  };
}
