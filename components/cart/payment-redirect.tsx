import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";

function assignLocation(url: string) {
  window.location.assign(url);
}

/**
 * 001 section 2: "If a payment URL exists, a redirect button replaces the form and the browser is
 * sent to the URL automatically." The button stays for a browser that blocks or delays the redirect.
 */
export function PaymentRedirect({ url, go = assignLocation }: { url: string; go?: (url: string) => void }) {
  const t = useTranslations("Cart");
  useEffect(() => {
    go(url);
  }, [go, url]);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p role="status">{t("redirectingToPayment")}</p>
      <a href={url} className={buttonClass({ size: "lg" })}>
        {t("goToPayment")}
      </a>
    </div>
  );
}
