"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { z } from "zod";

// zod probes for eval with `new Function` to speed up object parsing; under our CSP (no
// 'unsafe-eval') the probe reports a violation, so it is switched off in the browser.
if (typeof window !== "undefined") z.config({ jitless: true });

/** One QueryClient per browser session; server renders get their own so no data leaks between guests. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
