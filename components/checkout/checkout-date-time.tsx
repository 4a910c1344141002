import type { UseFormRegisterReturn } from "react-hook-form";
import { CONTROL_CLASS, describedBy, FieldError, fieldIds, LabelText } from "@/components/forms/field-frame";
import { Radio } from "@/components/ui/choice";

type Props = {
  base: string;
  /** 'Delivery Date/Time' or 'Takeaway Date/Time': the group's legend and the picker's name. */
  label: string;
  labels: { asSoonAsPossible: string; atChosenTime: string };
  asSoonAsPossible: boolean;
  onChoose: (asSoonAsPossible: boolean) => void;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The venue's wall clock now: the picker's minimum. */
  min: string;
};

/**
 * The delivery or takeaway date-time (001 section 5, "default now; minimum now"): "As soon as possible"
 * by default, which no clock can make stale (issue 24 item 8); the picker shows only for a chosen time.
 */
export function CheckoutDateTime({ base, label, labels, asSoonAsPossible, onChoose, registration, error, min }: Props) {
  const ids = fieldIds(base, "customDateTime");
  const legend = `${ids.control}-legend`;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend id={legend} className="mb-1 font-bold">
        <LabelText label={label} required />
      </legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Radio name={`${ids.control}-when`} label={labels.asSoonAsPossible} checked={asSoonAsPossible} onChange={() => onChoose(true)} />
        <Radio name={`${ids.control}-when`} label={labels.atChosenTime} checked={!asSoonAsPossible} onChange={() => onChoose(false)} />
      </div>
      {!asSoonAsPossible && (
        <input
          id={ids.control}
          aria-labelledby={legend}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, error)}
          className={CONTROL_CLASS}
          {...registration}
          type="datetime-local"
          min={min}
        />
      )}
      {!asSoonAsPossible && <FieldError ids={ids} message={error} />}
    </fieldset>
  );
}
