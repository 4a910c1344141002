import { z } from "zod";

// zod probes for eval with `new Function` to speed up object parsing; under our CSP (no
// 'unsafe-eval') the probe reports a violation, so it is switched off in the browser. Code that may
// run in the browser imports zod from here, so the setting comes with zod and only where zod is loaded.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
