/**
 * EMI (equated monthly instalment) arithmetic for the model page's calculator.
 *
 *   loan L = price - down payment, monthly rate r = annual rate / 12 / 100, n = tenure in months
 *   EMI = L * r * (1 + r)^n / ((1 + r)^n - 1)        (EMI = L / n when the rate is 0)
 *   total interest = EMI * n - L,  total payable = down payment + EMI * n
 *   each month: interest = balance * r, the rest of the EMI repays the loan
 *
 * Each figure is computed unrounded, then rounded half-up to the currency's unit: whole rupees for INR, cents for
 * USD, EUR and GBP.
 */
import { moneyText } from '@gadgets/shared-ui/widgets';
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

/** The loan and its unrounded instalment, or null when the input has an error. */
function loanTermsOf(input: EmiInput) {
  if (Object.keys(emiErrors(input)).length > 0) return null;
  const price = numberOf(input.price);
  const down = input.downPayment.trim() === '' ? 0 : numberOf(input.downPayment);
  const months = numberOf(input.tenureMonths);
  const monthlyRate = numberOf(input.annualRatePercent) / 12 / 100;
  const loan = price - down;
  const growth = (1 + monthlyRate) ** months;
  const instalment = monthlyRate === 0 ? loan / months : (loan * monthlyRate * growth) / (growth - 1);
  return { down, months, monthlyRate, loan, instalment };
}

/** The instalment and totals, or null when the input has an error. */
export function calculateEmi(input: EmiInput, currency: string): EmiResult | null {
  const terms = loanTermsOf(input);
  if (!terms) return null;
  const { down, months, loan, instalment } = terms;
  const repaid = instalment * months;
  return {
    loanAmount: roundToUnit(loan, currency),
    monthlyInstalment: roundToUnit(instalment, currency),
    totalInterest: roundToUnit(repaid - loan, currency),
    totalPayable: roundToUnit(down + repaid, currency),
  };
}

export interface RepaymentYear {
  /** 1 for the first twelve instalments; the last year may be shorter. */
  year: number;
  principal: number;
  interest: number;
  /** What is left of the loan after the year's instalments. */
  balance: number;
}

/**
 * Year by year, how much of the instalments repays the loan and how much is interest (each month's interest is the
 * balance times r), or null when the input has an error. Each year is rounded to the currency's unit and the last
 * takes what rounding left over, so the years add up to the calculator's loan amount and total interest.
 */
export function repaymentByYear(input: EmiInput, currency: string): RepaymentYear[] | null {
  const terms = loanTermsOf(input);
  const totals = calculateEmi(input, currency);
  if (!terms || !totals) return null;
  const years: RepaymentYear[] = [];
  let balance = terms.loan;
  let principalSoFar = 0;
  let interestSoFar = 0;
  for (let first = 0; first < terms.months; first += 12) {
    let principal = 0;
    let interest = 0;
    for (let month = first; month < Math.min(first + 12, terms.months); month += 1) {
      const monthInterest = balance * terms.monthlyRate;
      interest += monthInterest;
      principal += terms.instalment - monthInterest;
      balance -= terms.instalment - monthInterest;
    }
    const last = first + 12 >= terms.months;
    const paidPrincipal = roundToUnit(last ? totals.loanAmount - principalSoFar : principal, currency);
    const paidInterest = roundToUnit(last ? totals.totalInterest - interestSoFar : interest, currency);
    principalSoFar = roundToUnit(principalSoFar + paidPrincipal, currency);
    interestSoFar = roundToUnit(interestSoFar + paidInterest, currency);
    years.push({
      year: years.length + 1,
      principal: paidPrincipal,
      interest: paidInterest,
      balance: roundToUnit(totals.loanAmount - principalSoFar, currency),
    });
  }
  return years;
}

/** '₹4,172', '$312.45': in the currency's own digits (rupees whole). */
export function formatMoney(amount: number, currency: string): string {
  return moneyText(amount, currency, currencyDigits(currency));
}
