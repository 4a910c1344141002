import type { Metadata } from "next";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { routing } from "@/i18n/routing";
import { env } from "@/lib/config/env";
import { bcp47, textDirection } from "@/lib/domain/language";
import "../globals.css";

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export function generateMetadata(): Metadata {
  return { title: { default: env.siteName, template: `%s | ${env.siteName}` } };
}

export default async function LanguageLayout({ children, params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return (
    <html lang={bcp47(lang)} dir={textDirection(lang)}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
