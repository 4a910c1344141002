/**
 * Run by Next once when the server starts (`npm start`'s app.prepare(), `next start`): gives the front
 * server (server/http/front-server.ts, through front-observer.ts's hooks on globalThis) this process's logger and metrics registry, so pages
 * are logged and measured beside the venue API's calls (server/observability/). An unknown LOG_LEVEL
 * stops the start here.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installFrontHooks } = await import("./server/observability/front-hooks");
  installFrontHooks();
}
