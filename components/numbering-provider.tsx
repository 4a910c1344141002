"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { NumberingSystem } from "@/lib/domain/numbering";

// The screen's digit system (lib/domain/numbering.ts), decided once per request in the language layout,
// for client leaves that show numbers not passed through messages or money formatting (placeholders).
const NumberingContext = createContext<NumberingSystem>("latn");

export function NumberingProvider({ system, children }: { system: NumberingSystem; children: ReactNode }) {
  return <NumberingContext.Provider value={system}>{children}</NumberingContext.Provider>;
}

export function useNumberingSystem(): NumberingSystem {
  return useContext(NumberingContext);
}
