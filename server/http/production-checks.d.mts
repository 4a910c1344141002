import type { SettingsEnv } from "./settings.mjs";

/** localhost, *.localhost, 127.0.0.0/8 and ::1. */
export declare function isLoopbackHost(host: string): boolean;
/** NODE_ENV=production, and PUBLIC_URL names a non-loopback host or the server listens beyond loopback. */
export declare function isPublicProduction(env: SettingsEnv, listenHost: string | null | undefined): boolean;
/** Every reason not to start, one sentence each; empty when the server may start. */
export declare function startupProblems(env: SettingsEnv, options: { listenHost: string | null | undefined }): string[];
/** Prints the problems and exits with 1 when there are any. */
export declare function refuseToStartOnProblems(
  env: SettingsEnv,
  options: { listenHost: string | null | undefined; program: string },
): void;
