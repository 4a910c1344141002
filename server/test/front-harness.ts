import { createServer, request as httpRequest, type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

/** A plain HTTP exchange with a listener under test (the front server's tests). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The header lines as sent (name, value, name, value...): `headers` drops a repeated Location. */
  rawHeaders: string[];
  body: Buffer;
}

/** Listeners started by a test file; closeListeners() in its afterEach. */
const started: ReturnType<typeof createServer>[] = [];

export async function listen(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  started.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return (server.address() as AddressInfo).port;
}

export async function closeListeners(): Promise<void> {
  const closing = started.splice(0);
  await Promise.all(
    closing.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
}

export function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: "127.0.0.1", port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}

/** Every value sent for one header, one per line. */
export function headerLines(answer: Answer, name: string): string[] {
  const values: string[] = [];
  for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
    if (answer.rawHeaders[index]?.toLowerCase() === name) values.push(answer.rawHeaders[index + 1] ?? "");
  }
  return values;
}

/** The nonce of a page's policy. */
export function nonceOf(headers: IncomingHttpHeaders): string {
  const match = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"]));
  if (!match?.[1]) throw new Error(`No nonce in ${String(headers["content-security-policy"])}`);
  return match[1];
}
