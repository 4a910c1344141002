import { chmodSync, existsSync, unlinkSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite serves one process: the app that holds the folder (server/db/pglite-lock.ts) shares its open
 * database with the venue CLI over a Unix socket inside the folder, named as PostgreSQL names its
 * own (`.s.PGSQL.<port>`), so that node-postgres connects with `host=<folder>` (docs/decisions/0199-cli-beside-running-app.md).
 * A connection has the database to itself from its first message to its last: the app's own queries
 * wait meanwhile, so a command's transaction never mixes with a guest's.
 */
export const SHARE_PORT = 5432;

export function shareSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), `.s.PGSQL.${SHARE_PORT}`);
}

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** The length of the first whole message in `buffer` (startup messages carry no type byte); 0 if incomplete. */
export function firstMessageLength(buffer: Buffer, started: boolean): number {
  if (!started) return buffer.length >= 4 && buffer.length >= buffer.readInt32BE(0) ? buffer.readInt32BE(0) : 0;
  return buffer.length >= 5 && buffer.length >= 1 + buffer.readInt32BE(1) ? 1 + buffer.readInt32BE(1) : 0;
}

const ROLLBACK = (() => {
  const text = Buffer.from("ROLLBACK\0");
  const message = Buffer.alloc(5 + text.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
})();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds PGlite's query lock from now until `ended`, at a moment when none of the app's transactions is
 * open (taking it between two queries of one would run the command inside it). A transaction the
 * connection leaves open is rolled back before the app goes on.
 */
async function holdDatabase(client: PGlite, ended: Promise<void>, onHeld: () => void): Promise<void> {
  for (;;) {
    const held = await client.runExclusive(async () => {
      if (client.isInTransaction()) return false;
      onHeld();
      await ended;
      if (client.isInTransaction()) await client.execProtocolRaw(ROLLBACK);
      return true;
    });
    if (held) return;
    await pause(10);
  }
}

function serveConnection(client: PGlite, socket: Socket): void {
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  let held!: () => void;
  const ready = new Promise<void>((resolve) => (held = resolve));
  void holdDatabase(client, ended, held);

  let buffer = Buffer.alloc(0);
  let started = false;
  let work = Promise.resolve();
  const answer = async () => {
    await ready;
    for (let length = firstMessageLength(buffer, started); length > 0; length = firstMessageLength(buffer, started)) {
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      const code = started ? 0 : message.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write("N");
        continue;
      }
      if (code === CANCEL_REQUEST || message[0] === 0x58 /* Terminate */) {
        socket.end();
        return;
      }
      if (code === PROTOCOL_3) started = true;
      const reply = await client.execProtocolRaw(new Uint8Array(message));
      if (!socket.destroyed) socket.write(reply);
    }
  };
  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    work = work.then(answer).catch(() => void socket.destroy());
  });
  socket.on("error", () => socket.destroy());
}

/**
 * Opens the socket for the CLI. Only the folder's holder calls this, so a socket file already there
 * is a dead holder's and is replaced. The socket is the owner's alone (mode 0600).
 */
export function shareDatabase(client: PGlite, dataDir: string): Promise<Server> {
  const file = shareSocketPath(dataDir);
  if (existsSync(file)) unlinkSync(file);
  const server = createServer((socket) => serveConnection(client, socket));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(file, () => {
      chmodSync(file, 0o600);
      server.unref();
      resolve(server);
    });
  });
}
