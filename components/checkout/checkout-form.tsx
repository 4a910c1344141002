import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useCartStore } from "@/components/cart/cart-store-provider";
import { OfflineNotice } from "@/components/shell/offline-notice";
import { Link } from "@/i18n/navigation";
import type { GeoPoint } from "@/lib/api/schemas/common";
import type { CartStore } from "@/lib/cart/store";
import { venueWallClock } from "@/lib/cart/order-payload-time";
import { isPhoneRequired, type CheckoutField, type CheckoutValues } from "@/lib/domain/checkout-fields";
import { textDirection, type Language } from "@/lib/domain/language";
import type { OrderType } from "@/lib/domain/order-type";
import { submitButtonState, type SubmitButtonInput } from "@/lib/domain/submit-button";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import { CheckoutDateTime } from "./checkout-date-time";
import { CheckoutInput, CheckoutTextArea, TermsCheckbox } from "./checkout-fields";
import { BLANK_CHECKOUT, buildCheckoutSchema, checkoutProblems, type CheckoutRulesSetting } from "@/lib/cart/checkout-schema";
import { PHONE_CONTROL_CLASS } from "@/components/forms/field-frame";
import { phonePlaceholder } from "./phone-placeholder";
import { SubmitOrderButton } from "./submit-order-button";
import type { SubmitErrorKey } from "./submit-error";

export interface CheckoutFormProps {
  lang: Language;
  /** The fields asked (lib/domain checkoutFields). */
  fields: readonly CheckoutField[];
  orderType: OrderType;
  menuCountry: string;
  partner: boolean;
  timezone: string;
  /** The terms page (checkout_terms). */
  termsPage: number | null;
  /** 'Table# 5' or 'Room# 101' on the table/room form; null on the customer form. */
  locationLabel: string | null;
  /** The customer fields the cart kept from earlier visits. */
  customer: Pick<CheckoutValues, "name" | "email" | "phone" | "carNumber">;
  /** The customer phone is locked (disableCustomerPhone). */
  phoneLocked: boolean;
  submit: Omit<SubmitButtonInput, "formValid">;
  error: SubmitErrorKey | null;
  /** The venue API's reason for refusing the order, when it gave one. */
  errorDetail?: string | null;
  /** The order's total in the venue's money format, shown on the button when a payment follows. */
  payAmount?: string | null;
  /** The request-location control of the dine-in geofence. */
  locationControl?: ReactNode;
  /** origin_location as the hidden field holds it. */
  originLocation: GeoPoint | null;
  onSubmit: (values: CheckoutValues) => void;
}

const CUSTOMER_FIELDS = ["name", "email", "phone", "carNumber"] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];
type CustomerPatch = Parameters<CartStore["setCustomer"]>[0];

/** The cart's customer fields persist across visits (001 section 3). */
function customerPatch(field: CustomerField, value: string): CustomerPatch {
  switch (field) {
    case "name":
      return { customerName: value };
    case "email":
      return { customerEmail: value };
    case "phone":
      return { customerPhone: value };
    case "carNumber":
      return { carNumber: value };
  }
}
// A chosen time is held against the clock as it moves: checked twice a minute.
const CLOCK_TICK_MS = 30_000;

/**
 * The checkout form (001 sections 2 and 5): the asked fields validated on every change by lib/domain's
 * rules, the customer fields saved to the cart as they are typed, terms, and the submit button.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { fields, orderType, timezone, locationLabel, submit, error, errorDetail = null } = props;
  const t = useTranslations("Checkout");
  const tv = useTranslations("CheckoutValidation");
  const errors = useTranslations("Errors");
  const base = useId();
  const setCustomer = useCartStore((state) => state.setCustomer);
  const rules: CheckoutRulesSetting = useMemo(
    () => ({ fields, menuCountry: props.menuCountry, partner: props.partner, timezone, now: () => Date.now() }),
    [fields, props.menuCountry, props.partner, timezone],
  );
  const schema = useMemo(() => buildCheckoutSchema(rules, (problem) => tv(problem)), [rules, tv]);
  // "minimum now" in the venue's zone; "default now" is the "as soon as possible" choice.
  const [dateFloor, setDateFloor] = useState(() => venueWallClock(Date.now(), timezone));
  const form = useForm<CheckoutValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { ...BLANK_CHECKOUT, ...props.customer },
  });
  const { register, control, setValue, getValues, trigger, formState } = form;
  const values = useWatch({ control });
  const asSoonAsPossible = values.asSoonAsPossible !== false;

  const timeChosen = fields.includes("customDateTime") && !asSoonAsPossible;
  useEffect(() => {
    if (!timeChosen) return;
    const timer = setInterval(() => {
      setDateFloor(venueWallClock(Date.now(), timezone));
      void trigger("customDateTime");
    }, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [timeChosen, timezone, trigger]);

  const chooseWhen = (asap: boolean) => {
    setValue("asSoonAsPossible", asap);
    if (!asap && getValues("customDateTime") === "") {
      const floor = venueWallClock(Date.now(), timezone);
      setDateFloor(floor);
      setValue("customDateTime", floor);
    }
    void trigger("customDateTime");
  };

  const formValid = Object.keys(checkoutProblems(rules, { ...BLANK_CHECKOUT, ...values })).length === 0;
  const button = submitButtonState({ ...submit, formValid });
  const message = (field: CheckoutField) => formState.errors[field]?.message;
  // Customer fields go to the cart as they are typed, where they persist across visits.
  const customerField = (field: CustomerField) =>
    register(field, { onChange: (event: ChangeEvent<HTMLInputElement>) => setCustomer(customerPatch(field, event.target.value)) });
  const asks = (field: CheckoutField) => fields.includes(field);
  const hasCustomerDetails = CUSTOMER_FIELDS.some(asks) || asks("customDateTime") || asks("address");

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(props.onSubmit)(event)} className="flex flex-col gap-5">
      {locationLabel && <p className="text-center text-2xl font-bold">{locationLabel}</p>}
      {hasCustomerDetails && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-bold">{t("customerDetails")}</legend>
          {asks("name") && (
            <CheckoutInput
              base={base}
              name="name"
              label={t("name")}
              registration={customerField("name")}
              error={message("name")}
              autoComplete="name"
              maxLength={TEXT_MAX.customer_name}
            />
          )}
          {asks("email") && (
            <CheckoutInput
              base={base}
              name="email"
              label={t("email")}
              registration={customerField("email")}
              error={message("email")}
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={TEXT_MAX.email}
            />
          )}
          {asks("phone") && (
            <CheckoutInput
              base={base}
              name="phone"
              label={t("phone")}
              registration={customerField("phone")}
              error={message("phone")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={phonePlaceholder(props.menuCountry)}
              dir={textDirection(props.lang)}
              className={PHONE_CONTROL_CLASS}
              disabled={props.phoneLocked}
              required={isPhoneRequired(props)}
            />
          )}
          {asks("carNumber") && (
            <CheckoutInput
              base={base}
              name="carNumber"
              label={t("carNumber")}
              registration={customerField("carNumber")}
              error={message("carNumber")}
              placeholder={t("carNumberPlaceholder")}
              autoComplete="off"
              maxLength={TEXT_MAX.car_number}
            />
          )}
          {asks("customDateTime") && (
            <CheckoutDateTime
              base={base}
              label={orderType === "delivery" ? t("deliveryDateTime") : t("takeawayDateTime")}
              labels={{ asSoonAsPossible: t("asSoonAsPossible"), atChosenTime: t("atChosenTime") }}
              asSoonAsPossible={asSoonAsPossible}
              onChoose={chooseWhen}
              registration={register("customDateTime")}
              error={message("customDateTime")}
              min={dateFloor}
            />
          )}
          {asks("address") && (
            <CheckoutTextArea
              base={base}
              name="address"
              label={t("address")}
              registration={register("address")}
              error={message("address")}
              maxLength={TEXT_MAX.address}
            />
          )}
        </fieldset>
      )}
      {props.locationControl}
      <input type="hidden" name="origin_location" value={props.originLocation ? JSON.stringify(props.originLocation) : ""} />
      <hr className="border-black/20" />
      {asks("checkout_terms") && props.termsPage !== null && (
        <TermsCheckbox
          base={base}
          name="checkout_terms"
          label={t("terms")}
          registration={register("checkout_terms")}
          error={message("checkout_terms")}
          link={(text) => (
            <Link href={`/page/${props.termsPage}/`} className="underline">
              {text}
            </Link>
          )}
        />
      )}
      <OfflineNotice />
      <SubmitOrderButton state={button} amount={props.payAmount ?? null} />
      {error && (
        <div role="alert" className="flex flex-col gap-1 text-center font-medium text-red-700">
          <p>{errors(error)}</p>
          {errorDetail && (
            <p>
              <bdi>{errorDetail}</bdi>
            </p>
          )}
        </div>
      )}
    </form>
  );
}
