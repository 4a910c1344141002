"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

let browserQueryClient: QueryClient | undefined;

function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/**
 * One QueryClient per browser session, shared by every screen and leaf that calls the venue API
 * (each mounts its own provider of it, so screens that call nothing do not load React Query);
 * server renders get their own so no data leaks between guests.
 */
export function sessionQueryClient(): QueryClient {
  if (typeof window === "undefined") return newQueryClient();
  browserQueryClient ??= newQueryClient();
  return browserQueryClient;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(sessionQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
