import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { messageParagraphs } from "@/lib/forms/server-message";
import { SuccessTick } from "./success-tick";

interface Props {
  message: string;
  /** The message sanitised by the guest app's server (lib/forms/form-html-answers.ts), rendered as HTML. */
  messageHtml?: string | undefined;
  action: ReactNode;
}

/**
 * What replaces the form after a 201 (000 section 2): the tick, the server's message (rendered as
 * HTML once this app's server sanitised it, else as text) and the way on. Focus moves here so that
 * screen readers hear the message and keyboards are not left on a removed button.
 */
export function FormSuccess({ message, messageHtml, action }: Props) {
  const t = useTranslations("Form");
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  const paragraphs = messageParagraphs(message);
  return (
    <div ref={region} tabIndex={-1} role="status" className="flex flex-col items-center gap-4 py-6 text-center outline-none">
      <SuccessTick />
      {messageHtml?.trim() ? (
        <div className="venue-html text-lg" dangerouslySetInnerHTML={{ __html: messageHtml }} />
      ) : (
        (paragraphs.length > 0 ? paragraphs : [t("success")]).map((text, index) => (
          <p key={index} className="text-lg">
            {text}
          </p>
        ))
      )}
      {action}
    </div>
  );
}
