"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { isUpdateAvailable } from "@/lib/domain/version";

/** 000 section 2: offered when the server's qr_app_version is above the client's 1.9.60. */
export function UpdateBanner({ serverVersion }: { serverVersion: string | number | null }) {
  const t = useTranslations("UpdateBanner");
  if (serverVersion === null || !isUpdateAvailable(serverVersion)) return null;
  return (
    <div role="region" aria-label={t("update")} className="flex flex-wrap items-center gap-3 bg-amber-100 px-4 py-2 text-sm text-black">
      <p className="flex-1">
        {t("message", { version: String(serverVersion) })} {t("hint")}
      </p>
      {/* Black on the banner's amber, whatever the theme's button colours. */}
      <Button onClick={() => window.location.reload()} className="bg-black px-3 py-1 text-white">
        {t("update")}
      </Button>
    </div>
  );
}
