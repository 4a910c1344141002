import { Socket } from "node:net";

/** The Redis tests talk to: REDIS_URL, else the one on this machine. */
export const TEST_REDIS_URL = process.env.REDIS_URL?.trim() || "redis://127.0.0.1:6379";

/** Whether a Redis answers PING at `url`; tests that need one skip with a logged reason otherwise. */
export function redisAnswers(url = TEST_REDIS_URL, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (data) => done(data.toString().startsWith("+PONG") || data.toString().startsWith("-NOAUTH")));
    socket.connect(Number(port || 6379), hostname || "127.0.0.1", () => socket.write("PING\r\n"));
  });
}
