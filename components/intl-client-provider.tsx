import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { CLIENT_NAMESPACES, pickNamespaces, type MessageTree } from "./client-messages";

/**
 * next-intl's client provider with only the namespaces client components read, so a page does not
 * carry the whole catalogue of its language in its RSC payload. The messages are the request's (the
 * venue's ui_strings applied); time zone and formats are inherited from the request config.
 */
export async function IntlClientProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages: MessageTree = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, CLIENT_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
