import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { Language } from "@/lib/domain/language";
import { orderTracker, type StepState, type TrackerFacts } from "@/lib/domain/order-tracker";
import type { OrderStatus } from "@/lib/domain/order-status";
import { formatOrderTime } from "./order-date";

/** How the tracker reads times: the venue's zone and digits, and its preparation time (issue 28). */
export interface TrackerSettings {
  timezone: string | null;
  arabicNumerals: boolean;
  preparationMinutes: number | null;
}

type Props = Omit<TrackerFacts, "preparationMinutes"> & { lang: Language; settings: TrackerSettings };

const LABEL_KEYS = {
  pending: "orderPending",
  accepted: "orderAccepted",
  preparing: "orderPreparing",
  fulfilled: "orderFulfilled",
  canceled: "orderCanceled",
  rejected: "orderRejected",
} as const satisfies Record<OrderStatus, string>;

/**
 * The order tracker (issue 28): every status of 001 section 4 as a step with the time it was reached,
 * canceled or rejected as the end state, the estimated ready time where the venue gives a preparation
 * time, and the pending step's Edit link while the order can still change.
 */
export function OrderTracker({ status, changes, paid, lang, settings }: Props) {
  const t = useTranslations("Order");
  const tracker = orderTracker({ status, changes, paid, preparationMinutes: settings.preparationMinutes });
  const time = (at: string) => formatOrderTime(at, settings.timezone, lang, settings.arabicNumerals);
  return (
    <section aria-labelledby="tracker-title" className="rounded-lg bg-card-bg p-4 shadow-sm">
      <h2 id="tracker-title" className="sr-only">
        {t("progress")}
      </h2>
      <ol aria-labelledby="tracker-title" className="flex flex-col">
        {tracker.steps.map((step, index) => (
          <Step
            key={step.status}
            status={step.status}
            state={step.state}
            end={tracker.ended && index === tracker.steps.length - 1}
            last={index === tracker.steps.length - 1}
            label={t(LABEL_KEYS[step.status])}
            at={step.at === null ? null : { iso: step.at, text: time(step.at) }}
          >
            {step.status === "pending" && tracker.editable && (
              <Link href="/home/" className="ms-auto rounded px-2 py-1 text-sm underline focus-visible:outline-2">
                {t("edit")}
              </Link>
            )}
          </Step>
        ))}
      </ol>
      {tracker.readyBy !== null && (
        <p className="mt-3 font-medium" data-testid="ready-by">
          {t.rich("readyBy", {
            time: () => (
              <time dateTime={tracker.readyBy ?? undefined} suppressHydrationWarning>
                {time(tracker.readyBy ?? "")}
              </time>
            ),
          })}
        </p>
      )}
    </section>
  );
}

interface StepProps {
  status: OrderStatus;
  state: StepState;
  /** Canceled or rejected. */
  end: boolean;
  last: boolean;
  label: string;
  at: { iso: string; text: string } | null;
  children?: ReactNode;
}

function Step({ status, state, end, last, label, at, children }: StepProps) {
  const marker = end
    ? "bg-red-700 text-white"
    : state === "upcoming"
      ? "border-2 border-gray-400 bg-white"
      : state === "current" && !last
        ? "border-2 border-green-700 bg-white text-green-800"
        : "bg-green-700 text-white";
  const symbol = end ? "✕" : state === "done" || (state === "current" && last) ? "✓" : state === "current" ? "●" : "";
  return (
    <li aria-current={state === "current" ? "step" : undefined} data-state={state} data-status={status} className="flex gap-3">
      <span className="flex flex-col items-center" aria-hidden="true">
        <span className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm ${marker}`}>{symbol}</span>
        {!last && <span className={`min-h-4 w-0.5 grow ${state === "upcoming" ? "bg-gray-300" : "bg-green-700"}`} />}
      </span>
      <span className="flex grow flex-wrap items-baseline gap-x-3 pb-4">
        <span className={state === "upcoming" ? "opacity-80" : "font-bold"}>{label}</span>
        {at !== null && (
          <time dateTime={at.iso} className="text-sm opacity-80" suppressHydrationWarning>
            {at.text}
          </time>
        )}
        {children}
      </span>
    </li>
  );
}
