import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/choice";
import { Input } from "@/components/ui/input";
import { TEXT_MAX } from "@/lib/api/schemas/limits";
import type { DeliveryAddressDetails } from "@/lib/cart/types";
import { detailsComplete, isRequiredDetail } from "./address-details";

type Props = {
  details: DeliveryAddressDetails;
  saveAddress: boolean;
  onDetail: (field: keyof DeliveryAddressDetails, value: string) => void;
  onSaveAddress: (save: boolean) => void;
  onContinue: () => void;
};

const FIELDS = [
  { field: "flat_no", label: "flatNo", autoComplete: "address-line2" },
  { field: "building_premise", label: "buildingPremise", autoComplete: "address-line1" },
  { field: "area_street", label: "areaStreet", autoComplete: "address-level3" },
  { field: "landmark", label: "landmark", autoComplete: "off" },
] as const;

/**
 * Address details after confirming (001 section 2): flat number, building/premise and area/street
 * required, landmark optional, Save Address; Continue stays disabled until the three are filled. A
 * required field left empty says so once the guest has been in it.
 */
export function AddressDetailsForm({ details, saveAddress, onDetail, onSaveAddress, onContinue }: Props) {
  const t = useTranslations("DeliveryLocation");
  const id = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const complete = detailsComplete(details);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete) onContinue();
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-bold">
        {t("addressDetails")}
      </h2>
      {FIELDS.map(({ field, label, autoComplete }) => {
        const required = isRequiredDetail(field);
        const error = required && touched.has(field) && details[field].trim() === "" ? t("fieldRequired", { label: t(label) }) : null;
        const inputId = `${id}-${field}`;
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium">
              {t(label)}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <Input
              id={inputId}
              name={field}
              required={required}
              autoComplete={autoComplete}
              maxLength={TEXT_MAX.address_part}
              value={details[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => onDetail(field, event.target.value)}
              onBlur={() => setTouched((seen) => new Set(seen).add(field))}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Checkbox look="plain" checked={saveAddress} onChange={(event) => onSaveAddress(event.target.checked)} label={t("saveAddress")} />
      <Button type="submit" disabled={!complete}>
        {t("continue")}
      </Button>
    </form>
  );
}
