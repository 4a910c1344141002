import { createSlots } from "./render-slots";

// Issue 25 item 6: link-preview renders are bounded per process; one that waits too long gets the
// card without its picture.

/** A task that runs until the test ends it. */
function heldTask(label: string) {
  let finish = () => {};
  const started = { value: false };
  const task = () =>
    new Promise<string>((resolve) => {
      started.value = true;
      finish = () => resolve(label);
    });
  return { task, started, finish: () => finish() };
}

const panel = (label: string) => () => Promise.resolve(`${label}: panel`);

describe("createSlots", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs at most its size at once; the next waits for a slot and takes it when one ends", async () => {
    const slots = createSlots(2, 2000);
    const [a, b, c] = [heldTask("a"), heldTask("b"), heldTask("c")];
    const runs = [slots.run(a.task, panel("a")), slots.run(b.task, panel("b")), slots.run(c.task, panel("c"))];
    await jest.advanceTimersByTimeAsync(0);
    expect([a.started.value, b.started.value, c.started.value]).toEqual([true, true, false]);
    expect(slots.load).toEqual({ running: 2, waiting: 1 });
    a.finish();
    await runs[0];
    await jest.advanceTimersByTimeAsync(0);
    expect(c.started.value).toBe(true);
    expect(slots.load).toEqual({ running: 2, waiting: 0 });
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(["a", "b", "c"]);
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });

  it("gives a task that waited its whole wait the fallback, and leaves it out of the slots", async () => {
    const slots = createSlots(1, 2000);
    const held = heldTask("held");
    const running = slots.run(held.task, panel("held"));
    const late = heldTask("late");
    const waiting = slots.run(late.task, panel("late"));
    await jest.advanceTimersByTimeAsync(2000);
    expect(await waiting).toBe("late: panel");
    expect(late.started.value).toBe(false);
    expect(slots.load).toEqual({ running: 1, waiting: 0 });
    held.finish();
    expect(await running).toBe("held");
    expect(await slots.run(() => Promise.resolve("next"), panel("next"))).toBe("next");
  });

  it("frees the slot of a task that fails", async () => {
    const slots = createSlots(1, 2000);
    await expect(slots.run(() => Promise.reject(new Error("render failed")), panel("x"))).rejects.toThrow("render failed");
    expect(slots.load).toEqual({ running: 0, waiting: 0 });
  });
});
