/**
 * At most `size` tasks at once. A task that finds every slot taken waits its turn for at most
 * `waitMs`, then its fallback runs instead, outside the slots.
 */
export function createSlots(size: number, waitMs: number) {
  let busy = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    // The slot passes straight to the next in line, so none can be taken in between.
    if (next) next();
    else busy -= 1;
  }

  function acquire(): Promise<boolean> {
    if (busy < size) {
      busy += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        resolve(false);
      }, waitMs);
      queue.push(take);
    });
  }

  return {
    async run<T>(task: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
      if (!(await acquire())) return fallback();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting, for tests. */
    get load() {
      return { running: busy, waiting: queue.length };
    },
  };
}
