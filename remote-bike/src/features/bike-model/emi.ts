/**
 * EMI (equated monthly instalment) arithmetic for the model page's calculator.
 *
 *   loan L = price - down payment, monthly rate r = annual rate / 12 / 100, n = tenure in months
 *   EMI = L * r * (1 + r)^n / ((1 + r)^n - 1)        (EMI = L / n when the rate is 0)
 *   total interest = EMI * n - L,  total payable = down payment + EMI * n
 *
 * Each figure is computed unrounded, then rounded half-up to the currency's unit: whole rupees for INR, cents for
 * USD, EUR and GBP.
 */
export interface EmiInput {
  price: string;
  downPayment: string;
  annualRatePercent: string;
  tenureMonths: string;
}

export type EmiField = keyof EmiInput;

export interface EmiResult {
  loanAmount: number;
  monthlyInstalment: number;
  totalInterest: number;
  totalPayable: number;
}

export const EMI_LIMITS = { maxRatePercent: 50, maxTenureMonths: 120 } as const;

/** Minor-unit digits: rupee amounts are quoted whole, the others in cents. */
export const currencyDigits = (currency: string) => (currency === 'INR' ? 0 : 2);

export function roundToUnit(amount: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  return Math.round((amount + Number.EPSILON) * factor) / factor;
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(/,/g, '')));

/** A message per field that makes no sense; empty when the input can be computed. */
export function emiErrors(input: EmiInput): Partial<Record<EmiField, string>> {
  const errors: Partial<Record<EmiField, string>> = {};
  const price = numberOf(input.price);
  const down = input.downPayment.trim() === '' ? 0 : numberOf(input.downPayment);
  const rate = numberOf(input.annualRatePercent);
  const tenure = numberOf(input.tenureMonths);
  if (!Number.isFinite(price)) errors.price = 'Enter the bike price';
  else if (price <= 0) errors.price = 'Price must be more than 0';
  if (!Number.isFinite(down)) errors.downPayment = 'Down payment must be a number';
  else if (down < 0) errors.downPayment = 'Down payment cannot be negative';
  else if (Number.isFinite(price) && down > price) errors.downPayment = 'Down payment cannot be more than the price';
  if (!Number.isFinite(rate)) errors.annualRatePercent = 'Enter the interest rate';
  else if (rate < 0 || rate > EMI_LIMITS.maxRatePercent)
    errors.annualRatePercent = `Interest rate must be between 0 and ${EMI_LIMITS.maxRatePercent}%`;
  if (!Number.isInteger(tenure) || tenure < 1 || tenure > EMI_LIMITS.maxTenureMonths) {
    errors.tenureMonths = `Tenure must be a whole number of months from 1 to ${EMI_LIMITS.maxTenureMonths}`;
  }
  return errors;
}

/** The instalment and totals, or null when the input has an error. */
export function calculateEmi(input: EmiInput, currency: string): EmiResult | null {
  if (Object.keys(emiErrors(input)).length > 0) return null;
  const price = numberOf(input.price);
  const down = input.downPayment.trim() === '' ? 0 : numberOf(input.downPayment);
  const months = numberOf(input.tenureMonths);
  const monthlyRate = numberOf(input.annualRatePercent) / 12 / 100;
  const loan = price - down;
  const growth = (1 + monthlyRate) ** months;
  const instalment = monthlyRate === 0 ? loan / months : (loan * monthlyRate * growth) / (growth - 1);
  const repaid = instalment * months;
  return {
    loanAmount: roundToUnit(loan, currency),
    monthlyInstalment: roundToUnit(instalment, currency),
    totalInterest: roundToUnit(repaid - loan, currency),
    totalPayable: roundToUnit(down + repaid, currency),
  };
}

/** One formatter per currency: building an Intl.NumberFormat costs far more than using one (every rendered page). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** '₹4,172', '$312.45'. */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    const digits = currencyDigits(currency);
    format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}
