"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { LanguageCode } from "@/lib/api/schemas/language";
import type { ReorderCatalogue } from "@/lib/cart/reorder-catalogue";
import type { MoneySettings } from "@/lib/domain/money-format";
import type { FollowOrder } from "@/components/order/use-live-order";
import { MyOrderCard } from "./my-order-card";
import { useMyOrders } from "./use-my-orders";

export interface MyOrdersScreenProps {
  licence: string;
  lang: LanguageCode;
  money: MoneySettings;
  timezone: string | null;
  catalogue: ReorderCatalogue | null;
  follow?: FollowOrder;
}

/** My orders (issue 16): the orders this device placed at the venue, newest first, each live. */
export function MyOrdersScreen({ licence, lang, money, timezone, catalogue, follow }: MyOrdersScreenProps) {
  const t = useTranslations("MyOrders");
  const orders = useMyOrders(licence);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="font-title text-2xl">{t("title")}</h1>
      {orders === null ? (
        <p>{t("loadingOrder")}</p>
      ) : orders.length === 0 ? (
        <p>
          {t("empty")}{" "}
          <Link href="/home/" className="font-bold underline focus-visible:outline-2">
            {t("toMenu")}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((remembered) => (
            <MyOrderCard
              key={remembered.uuid}
              licence={licence}
              lang={lang}
              remembered={remembered}
              money={money}
              timezone={timezone}
              catalogue={catalogue}
              follow={follow}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
