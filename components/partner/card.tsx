import type { ReactNode } from "react";

/** The box of each partner checkout card, titled for assistive technology by its heading. */
export function PartnerCard({ id, title, children, testId }: { id: string; title: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col gap-3 rounded-lg bg-card-bg p-4 shadow-sm">
      <h2 id={id} className="font-title text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Typed amounts (tips, wallet, split shares): 12 characters hold any amount a table runs up. */
export const AMOUNT_MAX_LENGTH = 12;
