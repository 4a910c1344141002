import fc from "fast-check";
import { computeTaxes, extractIncludedTaxes, netOfIncludedTaxes, type Tax, taxFromData } from "./taxes";

const vat: Tax = { id: 1, name: "VAT", type: "percentage", rate: 5 };
const service: Tax = { id: 2, name: "Service", type: "percentage", rate: 10 };
const bag: Tax = { id: 3, name: "Bag fee", type: "fixed", rate: 2_000 };

describe("taxes from menu data", () => {
  it("keeps a percentage rate and converts a fixed rate to thousandths", () => {
    expect(taxFromData({ id: 1, name: "VAT", type: "percentage", rate: "5.000" })).toEqual(vat);
    expect(taxFromData({ id: 3, name: "Bag fee", type: "fixed", rate: "2.000" })).toEqual(bag);
    expect(taxFromData({ id: 4, name: "Bad", type: "percentage", rate: "n/a" }).rate).toBe(0);
  });
});

describe("percentage taxes added on top (001 section 9)", () => {
  it("takes each rate of the base, at three decimals", () => {
    expect(computeTaxes([vat, service], 100_000, false)).toEqual({
      taxes: [
        { id: 1, name: "VAT", amount: 5_000 },
        { id: 2, name: "Service", amount: 10_000 },
      ],
      taxTotal: 15_000,
      taxAdded: 15_000,
    });
    // 5 % of 12.345 is 0.61725.
    expect(computeTaxes([vat], 12_345, false).taxTotal).toBe(617);
  });

  it("adds fixed taxes to the total", () => {
    const result = computeTaxes([vat, bag], 10_000, false);
    expect(result.taxes).toEqual([
      { id: 1, name: "VAT", amount: 500 },
      { id: 3, name: "Bag fee", amount: 2_000 },
    ]);
    expect(result.taxAdded).toBe(2_500);
  });

  it("taxes nothing below a zero base", () => {
    expect(computeTaxes([vat], -5_000, false).taxTotal).toBe(0);
  });
});

describe("percentage taxes extracted when cart_subtotal_include_tax is on", () => {
  it("extracts base − base/(1 + rate/100) and adds none of it", () => {
    expect(computeTaxes([vat], 105_000, true)).toEqual({
      taxes: [{ id: 1, name: "VAT", amount: 5_000 }],
      taxTotal: 5_000,
      taxAdded: 0,
    });
    // 10 − 10/1.05 = 0.476190...
    expect(extractIncludedTaxes(10_000, [5])).toEqual([476]);
    expect(netOfIncludedTaxes(10_000, [5])).toBe(9_524);
  });

  it("rounds the extracted tax half up to the thousandth", () => {
    // 0.001 − 0.001/2 = 0.0005.
    expect(extractIncludedTaxes(1, [100])).toEqual([1]);
  });

  it("takes several included taxes out together and shares them by rate", () => {
    // 115 holds 100 net + 5 + 10; taking each alone would give 5.476 + 10.455.
    expect(extractIncludedTaxes(115_000, [5, 10])).toEqual([5_000, 10_000]);
    expect(extractIncludedTaxes(10_000, [5, 0, 5])).toEqual([455, 0, 454]);
  });

  it("still adds fixed taxes", () => {
    const result = computeTaxes([bag, vat], 105_000, true);
    expect(result.taxes.map((tax) => tax.amount)).toEqual([2_000, 5_000]);
    expect(result.taxTotal).toBe(7_000);
    expect(result.taxAdded).toBe(2_000);
  });
});

describe("tax extraction properties", () => {
  const rates = fc.array(fc.oneof(fc.integer({ min: 0, max: 30 }), fc.double({ min: 0, max: 30, noNaN: true })), {
    minLength: 1,
    maxLength: 4,
  });
  const base = fc.integer({ min: 0, max: 100_000_000 });

  it("extracted taxes plus the remainder reconstruct the base", () => {
    fc.assert(
      fc.property(base, rates, (b, r) => {
        const parts = extractIncludedTaxes(b, r);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        expect(parts.reduce((total, part) => total + part, 0) + netOfIncludedTaxes(b, r)).toBe(b);
      }),
    );
  });

  it("leaves a remainder that, taxed again, gives back the base within a thousandth", () => {
    fc.assert(
      fc.property(base, rates, (b, r) => {
        const totalRate = r.reduce((total, rate) => total + rate, 0);
        const net = netOfIncludedTaxes(b, r);
        expect(Math.abs(net * (1 + totalRate / 100) - b)).toBeLessThanOrEqual(1 + totalRate / 100);
      }),
    );
  });

  it("with one rate equals base − base/(1 + rate/100) rounded", () => {
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 30 }), (b, rate) => {
        const [tax] = extractIncludedTaxes(b, [rate]);
        expect(Math.abs((tax ?? 0) - (b - b / (1 + rate / 100)))).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
