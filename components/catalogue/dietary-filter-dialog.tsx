import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { dietaryChoiceOf, withDietaryChoice, type DietaryChoice, type DietaryFilter } from "@/lib/domain/dietary-filter";

export interface DietaryPropertyOption {
  id: number;
  name: string;
  icon: string | null;
}

type Props = {
  open: boolean;
  properties: readonly DietaryPropertyOption[];
  filter: DietaryFilter;
  onChange: (filter: DietaryFilter) => void;
  onClose: () => void;
};

const CHOICES = [
  { value: null, label: "any" },
  { value: "require", label: "require" },
  { value: "avoid", label: "avoid" },
] as const satisfies readonly { value: DietaryChoice | null; label: string }[];

/**
 * The filter's sheet: per property of the menu, no preference, only dishes with it, or hide dishes
 * with it. Each change applies and is kept at once, so closing it in any way keeps what the guest set.
 */
export function DietaryFilterDialog({ open, properties, filter, onChange, onClose }: Props) {
  const t = useTranslations("DietaryFilter");
  const titleId = useId();
  const introId = useId();
  return (
    <ModalDialog
      open={open}
      portal
      closeOnBackdrop
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-page-bg p-0 text-text shadow-xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <div className="border-b border-black/10 px-4 py-3">
          <h2 id={titleId} className="font-title text-lg">
            {t("title")}
          </h2>
          <p id={introId} className="text-sm">
            {t("intro")}
          </p>
        </div>
        <div className="flex flex-col gap-4 overflow-y-auto px-4 py-3" aria-describedby={introId}>
          {properties.map((property) => (
            <fieldset key={property.id} className="flex flex-col gap-2">
              <legend className="mb-1 flex items-center gap-1.5 font-bold">
                {property.icon && (
                  // eslint-disable-next-line @next/next/no-img-element -- venue icons are arbitrary hosts and local SVGs (ui-brief)
                  <img src={property.icon} alt="" width={20} height={20} className="h-5 w-5" />
                )}
                {property.name}
              </legend>
              <div className="flex flex-wrap gap-2">
                {CHOICES.map((choice) => (
                  <label
                    key={choice.label}
                    className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-gray-400 px-3 py-1.5 has-[:checked]:border-primary has-[:checked]:font-bold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
                  >
                    <input
                      type="radio"
                      name={`${titleId}-${property.id}`}
                      checked={dietaryChoiceOf(filter, property.id) === choice.value}
                      onChange={() => onChange(withDietaryChoice(filter, property.id, choice.value))}
                      className="h-4 w-4 accent-primary"
                    />
                    {t(choice.label)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="flex justify-end gap-2 border-t border-black/10 px-4 py-3">
          <Button variant="secondary" onClick={() => onChange({ require: [], avoid: [] })}>
            {t("clear")}
          </Button>
          <Button onClick={onClose}>{t("done")}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
