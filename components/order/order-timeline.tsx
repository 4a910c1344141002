"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { timelineState, type StepState } from "@/lib/domain/order-timeline";

/** The two steps of 001 section 2: Order Pending (with Edit, to home) and Order Accepted. */
export function OrderTimeline({ status }: { status: string }) {
  const t = useTranslations("Order");
  const state = timelineState(status);
  if (!state) return null;
  return (
    <ol aria-label={t("title")} className="flex flex-col gap-3">
      <Step state={state.pending} label={t("orderPending")}>
        {state.editable && (
          <Link href="/home/" className="ms-auto rounded px-2 py-1 text-sm underline focus-visible:outline-2">
            {t("edit")}
          </Link>
        )}
      </Step>
      <Step state={state.accepted} label={t("orderAccepted")} />
    </ol>
  );
}

function Step({ state, label, children }: { state: StepState; label: string; children?: ReactNode }) {
  const marker =
    state === "done"
      ? "bg-green-700 text-white"
      : state === "current"
        ? "border-2 border-green-700 bg-white text-green-800"
        : "border-2 border-gray-400 bg-white text-gray-600";
  return (
    <li aria-current={state === "current" ? "step" : undefined} data-state={state} className="flex items-center gap-3">
      <span aria-hidden="true" className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${marker}`}>
        {state === "done" ? "✓" : state === "current" ? "●" : ""}
      </span>
      <span className={state === "upcoming" ? undefined : "font-bold"}>{label}</span>
      {children}
    </li>
  );
}
