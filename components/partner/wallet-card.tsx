import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { browserApi } from "@/lib/api/browser";
import type { Order } from "@/lib/api/schemas/order";
import type { Wallet } from "@/lib/api/schemas/partner";
import { fromMilli, toMilli } from "@/lib/domain/money";
import { moneyDecimals } from "@/lib/domain/currency";
import { formatInputAmount, formatMoney, type MoneySettings } from "@/lib/domain/money-format";
import { canRedeemWallet, parseRedeemAmount, WALLET_OTP_LENGTH, walletBalanceKnown, walletRedeemCap } from "@/lib/domain/wallet";
import { AMOUNT_MAX_LENGTH, PartnerCard } from "./card";
import { useRefreshOrder } from "./use-refresh-order";

interface Props {
  order: Order;
  lang: string;
  money: MoneySettings;
}

export const walletQueryKey = (uuid: string) => ["wallet", uuid] as const;

/** The wallet card (001 section 4, Wallet): only when the order's guest has a wallet (the lookup is not empty). */
export function WalletCard({ order, lang, money }: Props) {
  const { data: wallet } = useQuery({
    queryKey: walletQueryKey(order.uuid),
    queryFn: ({ signal }) => browserApi().getWallet(order.uuid, { signal }),
  });
  if (!wallet) return null;
  // A new balance due (a redeem, a tip) starts the form again at the new cap.
  return <WalletForm key={order.balance_due} wallet={wallet} order={order} lang={lang} money={money} />;
}

function WalletForm({ wallet, order, lang, money }: Props & { wallet: Wallet }) {
  const t = useTranslations("Wallet");
  const ids = { title: useId(), amount: useId(), amountHelp: useId(), otp: useId(), otpHelp: useId() };
  const queryClient = useQueryClient();
  const refresh = useRefreshOrder(lang, order.uuid);
  const decimals = moneyDecimals(money);
  const balance = toMilli(wallet.balance);
  const cap = walletRedeemCap({ name: wallet.name, balance }, toMilli(order.balance_due), decimals);
  const [amountText, setAmountText] = useState(() => formatInputAmount(cap, decimals));
  const [otp, setOtp] = useState("");
  const [redeeming, setRedeeming] = useState(false);
  const [incorrect, setIncorrect] = useState(false);

  const amount = parseRedeemAmount(amountText, decimals, cap);
  const enabled = canRedeemWallet({ otp, redeeming }) && amount.ok;

  const redeem = async () => {
    if (!amount.ok) return;
    setRedeeming(true);
    try {
      await browserApi().redeemWallet(order.uuid, { wallet_id: wallet.wallet_id, amount: fromMilli(amount.amount), otp });
      setOtp("");
      setIncorrect(false);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: walletQueryKey(order.uuid), exact: true })]);
    } catch (failure) {
      // 001 section 4: any failure reads 'Incorrect OTP', and the OTP field is cleared.
      console.error("partner checkout: wallet redeem failed", failure);
      setIncorrect(true);
      setOtp("");
    } finally {
      setRedeeming(false);
    }
  };

  return (
    <PartnerCard id={ids.title} title={t("title")} testId="wallet-card">
      {wallet.name && <p className="font-bold">{wallet.name}</p>}
      {walletBalanceKnown({ name: wallet.name, balance }) && (
        <dl className="flex justify-between text-sm">
          <dt>{t("balance")}</dt>
          <dd>
            <bdi>{formatMoney(balance, money, lang)}</bdi>
          </dd>
        </dl>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.amount} className="font-bold">
          {t("amount")}
        </label>
        <Input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          // The amount max is the lower of the balance and the balance due: more is taken down to it.
          onBlur={() => {
            if (amount.ok) setAmountText(formatInputAmount(amount.amount, decimals));
            else if (amount.error === "above_maximum") setAmountText(formatInputAmount(cap, decimals));
          }}
          aria-invalid={!amount.ok}
          aria-describedby={ids.amountHelp}
          className="min-w-0"
        />
        <p id={ids.amountHelp} className={`text-sm ${amount.ok ? "" : "text-red-700"}`}>
          {t("maxAmount", { amount: formatMoney(cap, money, lang) })}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.otp} className="font-bold">
          {t("otp")}
        </label>
        <Input
          id={ids.otp}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={WALLET_OTP_LENGTH}
          value={otp}
          onChange={(event) => {
            setOtp(event.target.value.replace(/\D/g, "").slice(0, WALLET_OTP_LENGTH));
            setIncorrect(false);
          }}
          aria-invalid={incorrect}
          aria-describedby={ids.otpHelp}
          className="min-w-0 tracking-widest"
        />
        {incorrect ? (
          <p key="incorrect" id={ids.otpHelp} role="alert" className="text-sm font-bold text-red-700">
            {t("incorrectOtp")}
          </p>
        ) : (
          <p key="helper" id={ids.otpHelp} className="text-sm">
            {t("otpHelper")}
          </p>
        )}
      </div>
      <Button disabled={!enabled} onClick={() => void redeem()}>
        {t("redeem")}
      </Button>
    </PartnerCard>
  );
}
