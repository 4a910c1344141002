import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { phonePlaceholder } from "@/components/checkout/phone-placeholder";
import { PHONE_CONTROL_CLASS } from "@/components/forms/field-frame";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import { employeeBoxAsksPhone, employeeBoxState, employeeCheckPhone } from "@/lib/domain/employee-discount";
import { textDirection, type Language } from "@/lib/domain/language";

type Props = {
  lang: Language;
  menuCountry: string;
  /** The cart's verified employee id, "" for none. */
  employeeId: string;
  invalid: boolean;
  loading: boolean;
  /** The cart's customer phone: the id is verified with it when it is a valid phone. */
  customerPhone: string;
  onApply: (typedId: string, phone: string) => void;
  onRemove: () => void;
  /** The guest edited the id: the invalid flag goes. */
  onEdit: () => void;
};

// The venue API reads at most 32 characters of a phone (lib/api/schemas/partner.ts).
const PHONE_MAX = 32;

/**
 * The employee discount box of the partner venue (001 sections 2, 4 and 8): 'Employee ID' with Apply
 * Discount, which becomes Remove Discount once an id is set; the input flagged when the id was
 * refused. Without a valid phone in the cart the box asks one: the id is verified with it.
 */
export function EmployeeDiscountBox({ lang, menuCountry, employeeId, invalid, loading, customerPhone, onApply, onRemove, onEdit }: Props) {
  const t = useTranslations("EmployeeDiscount");
  const idInput = useId();
  const phoneInput = useId();
  const errorId = useId();
  const phoneNote = useId();
  const [typed, setTyped] = useState(employeeId);
  const [typedPhone, setTypedPhone] = useState("");
  const [phoneTouched, setPhoneTouched] = useState(false);
  const asksPhone = employeeId === "" && employeeBoxAsksPhone(customerPhone, menuCountry);
  const phone = employeeCheckPhone({ customerPhone, typedPhone, asksPhone, menuCountry });
  const state = employeeBoxState({ input: typed, employeeId, invalidEmployeeDiscount: invalid, loadingEmployeeDiscount: loading, phone });
  const phoneError = asksPhone && phoneTouched && typedPhone.trim() !== "" && phone === null;

  const act = () => {
    if (state.disabled) return;
    if (state.button === "remove") {
      setTyped("");
      onRemove();
    } else if (phone !== null) {
      onApply(typed, phone);
    }
  };

  return (
    <form
      aria-label={t("label")}
      aria-busy={loading}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        act();
      }}
    >
      <label htmlFor={idInput} className="font-bold">
        {t("label")}
      </label>
      <Input
        id={idInput}
        value={typed}
        readOnly={state.button === "remove"}
        maxLength={TEXT_MAX.employee_id}
        onChange={(event) => {
          setTyped(event.target.value);
          onEdit();
        }}
        placeholder={t("placeholder")}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={state.inputError}
        aria-describedby={state.inputError ? errorId : undefined}
        className="min-w-0 read-only:bg-black/5"
      />
      {asksPhone && (
        <>
          <label htmlFor={phoneInput} className="font-bold">
            {t("phone")}
          </label>
          <Input
            id={phoneInput}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typedPhone}
            maxLength={PHONE_MAX}
            dir={textDirection(lang)}
            placeholder={phonePlaceholder(menuCountry)}
            onChange={(event) => setTypedPhone(event.target.value)}
            onBlur={() => setPhoneTouched(true)}
            aria-invalid={phoneError}
            aria-describedby={phoneNote}
            className={`min-w-0 ${PHONE_CONTROL_CLASS}`}
          />
          <p id={phoneNote} className={`text-sm ${phoneError ? "text-red-700" : ""}`}>
            {phoneError ? t("phoneInvalid") : t("phoneHint")}
          </p>
        </>
      )}
      <Button type="submit" disabled={state.disabled}>
        {state.button === "remove" ? t("remove") : t("apply")}
      </Button>
      {state.inputError && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {t("invalid")}
        </p>
      )}
    </form>
  );
}
