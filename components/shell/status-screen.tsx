import type { ReactNode } from "react";

/** A full-screen message: the unlicensed, error and not-found screens share it. */
export function StatusScreen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
