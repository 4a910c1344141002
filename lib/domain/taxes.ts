import { type Milli, percentOf, sum, toMilli } from "./money";

export type TaxType = "percentage" | "fixed";

/** A venue tax (001 section 3). `rate` is a percent for percentage taxes and thousandths for fixed ones. */
export interface Tax {
  id: number;
  name: string;
  type: TaxType;
  rate: number;
}

/** A tax as menu data sends it: rate as a number or numeric text, a fixed rate in currency units. */
export interface TaxData {
  id: number;
  name: string;
  type: TaxType;
  rate: number | string;
}

/** One tax line of the receipt and the order payload (taxes: id, name, amount). */
export interface TaxAmount {
  id: number;
  name: string;
  amount: Milli;
}

export interface TaxResult {
  taxes: TaxAmount[];
  /** Every tax amount, included or added: what the receipt's tax lines add up to. */
  taxTotal: Milli;
  /** The part of taxTotal that is added on top of the subtotal (extracted taxes are already inside it). */
  taxAdded: Milli;
}

export function taxFromData(data: TaxData): Tax {
  const rate = data.type === "fixed" ? toMilli(data.rate) : Number(data.rate);
  return { id: data.id, name: data.name, type: data.type, rate: Number.isFinite(rate) ? rate : 0 };
}

/**
 * Taxes on `base` (the subtotal after loyalty discounts). Percentage taxes are added on top, or with
 * cart_subtotal_include_tax extracted from the base; fixed taxes are always added to the total.
 */
export function computeTaxes(taxes: readonly Tax[], base: Milli, includeTax: boolean): TaxResult {
  const taxBase = Math.max(0, base);
  const percentage = taxes.filter((tax) => tax.type === "percentage");
  const extracted = includeTax ? extractIncludedTaxes(taxBase, percentage.map(rateOf)) : [];
  let percentageIndex = 0;
  const amounts = taxes.map((tax): TaxAmount => {
    if (tax.type === "fixed") return { id: tax.id, name: tax.name, amount: rateOf(tax) };
    const amount = includeTax ? (extracted[percentageIndex] ?? 0) : percentOf(taxBase, rateOf(tax));
    percentageIndex += 1;
    return { id: tax.id, name: tax.name, amount };
  });
  const taxTotal = sum(amounts.map((tax) => tax.amount));
  const extractedTotal = sum(extracted);
  return { taxes: amounts, taxTotal, taxAdded: taxTotal - extractedTotal };
}

/**
 * Splits a tax-inclusive base into the tax in it, one amount per rate. All rates come out of the base
 * together, base − base/(1 + Σrate/100) rounded half up to the thousandth, so that two included taxes
 * are not each taken from the other's share; the sum is then shared in proportion to the rates by
 * cumulative rounding, so the parts are never negative and add up exactly. With one rate this is
 * exactly base − base/(1 + rate/100).
 */
export function extractIncludedTaxes(base: Milli, rates: readonly number[]): Milli[] {
  const taxBase = Math.max(0, base);
  const clean = rates.map((rate) => (Number.isFinite(rate) ? Math.max(0, rate) : 0));
  const totalRate = sum(clean);
  if (totalRate === 0) return clean.map(() => 0);
  const totalTax = Math.round((taxBase * totalRate) / (100 + totalRate));
  let cumulativeRate = 0;
  let previous = 0;
  return clean.map((rate) => {
    cumulativeRate += rate;
    const upTo = Math.round((totalTax * cumulativeRate) / totalRate);
    const part = upTo - previous;
    previous = upTo;
    return part;
  });
}

/** The base without the taxes extracted from it; extracted taxes plus this give back the base. */
export function netOfIncludedTaxes(base: Milli, rates: readonly number[]): Milli {
  return Math.max(0, base) - sum(extractIncludedTaxes(base, rates));
}

function rateOf(tax: Tax): number {
  if (!Number.isFinite(tax.rate)) return 0;
  // A negative tax would be a hidden discount; venues have discounts for that.
  return tax.type === "fixed" ? Math.max(0, Math.round(tax.rate)) : Math.max(0, tax.rate);
}
