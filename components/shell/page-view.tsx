"use client";

import { usePathname } from "next/navigation";
import type { TrackingIds } from "@/lib/analytics/events";
import { AnalyticsEvent } from "./analytics-event";

/** A page_view with the path and the licence on every screen and every client navigation (001 section 7). */
export function PageView({ licence, ids }: { licence: string; ids: TrackingIds }) {
  const pathname = usePathname();
  return <AnalyticsEvent licence={licence} ids={ids} event={{ event: "page_view", page_path: pathname }} />;
}
