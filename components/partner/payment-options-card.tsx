import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { browserApi } from "@/lib/api/browser";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { Order } from "@/lib/api/schemas/order";
import type { MoneySettings } from "@/lib/domain/money-format";
import { paymentOptionsMode } from "@/lib/domain/partner-checkout";
import { PartnerCard } from "./card";
import { PayMyItems } from "./pay-my-items";
import { partnerCheckoutOrder } from "./partner-order";
import type { Redirecting } from "./redirecting";
import { SplitConfigure } from "./split-configure";
import { SplitPayList } from "./split-pay-list";

function assignLocation(url: string) {
  window.location.assign(url);
}

export interface PaymentOptionsProps {
  order: Order;
  lang: LanguageCode;
  money: MoneySettings;
  /** Tests replace the browser's navigation. */
  go?: (url: string) => void;
  /** enable_table_tab (issue 16): Pay My Items beside the whole amount and the split. */
  tableTab?: boolean;
}

/**
 * The payment options card (001 section 2): default (Pay Full Amount, Split Bill), configure split,
 * and pay a split. A payment call sends the browser to the answered payment_url; while it runs the
 * pressed button reads 'REDIRECTING ...'. 001 section 8: a failure is logged, the redirect state
 * resets and the buttons return.
 */
export function PaymentOptionsCard({ order, lang, money, go = assignLocation, tableTab = false }: PaymentOptionsProps) {
  const t = useTranslations("PartnerCheckout");
  const titleId = useId();
  const [configuring, setConfiguring] = useState(false);
  const [redirecting, setRedirecting] = useState<Redirecting>(null);
  const mode = paymentOptionsMode(partnerCheckoutOrder(order), configuring);
  if (mode === null) return null;

  const pay = async (target: Exclude<Redirecting, null>, call: () => Promise<{ payment_url: string }>) => {
    setRedirecting(target);
    try {
      const { payment_url } = await call();
      go(payment_url);
    } catch (failure) {
      console.error("partner checkout: payment call failed", failure);
      setRedirecting(null);
    }
  };
  const payFull = () => pay("full", () => browserApi().payFull({ order_id: order.uuid, payment_options: "full", selected_language: lang }));
  const paySplit = (uuid: string) =>
    pay({ split: uuid }, () => browserApi().paySplit({ order_id: order.uuid, split_payment_uuid: uuid, selected_language: lang }));

  return (
    <PartnerCard id={titleId} title={t("paymentOptions")} testId="payment-options-card">
      {tableTab && mode !== "configure" && (
        <PayMyItems
          order={order}
          lang={lang}
          money={money}
          disabled={redirecting !== null}
          redirecting={redirecting === "mine"}
          pay={(call) => pay("mine", call)}
        />
      )}
      {mode === "default" && (
        <div className="flex flex-col gap-3">
          <Button disabled={redirecting !== null} onClick={() => void payFull()}>
            {redirecting === "full" ? t("redirecting") : t("payFullAmount")}
          </Button>
          <Button disabled={redirecting !== null} onClick={() => setConfiguring(true)} variant="secondary">
            {t("splitBill")}
          </Button>
        </div>
      )}
      {mode === "configure" && <SplitConfigure order={order} lang={lang} money={money} onCancel={() => setConfiguring(false)} />}
      {mode === "pay_split" && (
        <SplitPayList
          splits={order.split_payments}
          money={money}
          lang={lang}
          redirecting={redirecting}
          onPay={(uuid) => void paySplit(uuid)}
        />
      )}
    </PartnerCard>
  );
}
