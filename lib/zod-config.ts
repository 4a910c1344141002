import { config } from "zod";

// zod probes for eval with `new Function` to speed up object parsing; under our CSP (no
// 'unsafe-eval') the probe reports a violation, so it is switched off in the browser. Every module
// that builds schemas and may run in the browser imports this file, so the setting comes with zod,
// and only where zod is loaded (zod itself is imported directly, so bundlers keep only what is used).
if (typeof window !== "undefined") config({ jitless: true });
