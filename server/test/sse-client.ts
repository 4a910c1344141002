/** One Server-Sent Event as received; comment lines (heartbeats) are reported with `comment`. */
export interface ReceivedEvent {
  event: string;
  data: string;
  comment?: string;
}

/**
 * Reads a text/event-stream body event by event (what EventSource does in a browser), for tests and
 * command-line checks. `next` rejects after `timeoutMs` when nothing arrives; `reconnectionMs` is the
 * last `retry:` read, null before any.
 */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const ready: ReceivedEvent[] = [];
  // The stream's `retry:`, as EventSource keeps it: how long it waits before reconnecting.
  let reconnectionMs: number | null = null;

  const parse = (block: string) => {
    const fields = { event: "message", data: [] as string[], comment: [] as string[] };
    for (const line of block.split(/\r?\n/)) {
      if (/^retry: ?\d+$/.test(line)) reconnectionMs = Number(line.slice(6));
      else if (line.startsWith(":")) fields.comment.push(line.slice(1).trim());
      else if (line.startsWith("event:")) fields.event = line.slice(6).trim();
      else if (line.startsWith("data:")) fields.data.push(line.slice(5).replace(/^ /, ""));
    }
    if (fields.data.length === 0 && fields.comment.length > 0) return { event: "", data: "", comment: fields.comment.join("\n") };
    return { event: fields.event, data: fields.data.join("\n") };
  };

  async function next(timeoutMs = 5000): Promise<ReceivedEvent> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      while (ready.length === 0) {
        const { done, value } = await Promise.race([reader.read(), timeout]);
        if (done) throw new Error("event stream ended");
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
          if (block.trim()) ready.push(parse(block));
        }
      }
      const event = ready.shift();
      if (!event) throw new Error("no event");
      return event;
    } finally {
      clearTimeout(timer);
    }
  }

  return { next, cancel: () => reader.cancel().catch(() => undefined), reconnectionMs: () => reconnectionMs };
}
