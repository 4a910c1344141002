import { createContext, useContext } from "react";
import type { MapsAdapter } from "./types";

export const MapsContext = createContext<MapsAdapter | null>(null);

/** The maps provider the screen is mounted in (Google in the app, a double in tests). */
export function useMaps(): MapsAdapter {
  const maps = useContext(MapsContext);
  if (!maps) throw new Error("useMaps must be used inside a maps provider");
  return maps;
}
