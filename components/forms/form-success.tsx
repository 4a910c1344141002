"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { messageParagraphs } from "@/lib/forms/server-message";
import { SuccessTick } from "./success-tick";

/**
 * What replaces the form after a 201 (000 section 2): the tick, the server's message and the way on.
 * Focus moves here so that screen readers hear the message and keyboards are not left on a removed button.
 */
export function FormSuccess({ message, action }: { message: string; action: ReactNode }) {
  const t = useTranslations("Form");
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const paragraphs = messageParagraphs(message);
  return (
    <div ref={region} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 py-6 text-center outline-none">
      <SuccessTick />
      {(paragraphs.length > 0 ? paragraphs : [t("success")]).map((text, index) => (
        <p key={index} className="text-lg">
          {text}
        </p>
      ))}
      {action}
    </div>
  );
}
