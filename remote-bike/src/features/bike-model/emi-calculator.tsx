import { useId, useState } from 'react';
import styled from 'styled-components';
import { BarRows } from '@gadgets/shared-ui/widgets';
import { calculateEmi, emiErrors, formatMoney, repaymentByYear, type EmiField, type EmiInput } from './emi';

const DEFAULT_RATE_PERCENT = '9.5';
const DEFAULT_TENURE_MONTHS = '36';

const FIELDS: { field: EmiField; label: (currency: string) => string; step: string }[] = [
  { field: 'price', label: (currency) => `Price (${currency})`, step: 'any' },
  { field: 'downPayment', label: (currency) => `Down payment (${currency})`, step: 'any' },
  { field: 'annualRatePercent', label: () => 'Interest rate (% a year)', step: '0.1' },
  { field: 'tenureMonths', label: () => 'Tenure (months)', step: '1' },
];

/**
 * Monthly instalment, total interest and total payable, updated as the visitor types. The price starts at the list
 * price; the visitor's own numbers never leave the page.
 */
export function EmiCalculator({ listPrice, currency }: { listPrice: number | null; currency: string }) {
  const [input, setInput] = useState<EmiInput>({
    price: listPrice === null ? '' : String(listPrice),
    downPayment: '0',
    annualRatePercent: DEFAULT_RATE_PERCENT,
    tenureMonths: DEFAULT_TENURE_MONTHS,
  });
  const idPrefix = useId();
  const errors = emiErrors(input);
  const result = calculateEmi(input, currency);
  const years = repaymentByYear(input, currency);

  return (
    <Panel aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>EMI Calculator</h2>
      <Fields>
        {FIELDS.map(({ field, label, step }) => (
          <label key={field}>
            <span>{label(currency)}</span>
            <input
              type="number"
              inputMode="decimal"
              min="0"
              step={step}
              value={input[field]}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={errors[field] ? `${idPrefix}-${field}-error` : undefined}
              onChange={(event) => setInput((state) => ({ ...state, [field]: event.target.value }))}
            />
            {errors[field] ? (
              <FieldError id={`${idPrefix}-${field}-error`} role="alert">
                {errors[field]}
              </FieldError>
            ) : null}
          </label>
        ))}
      </Fields>
      {result ? (
        <Results aria-live="polite">
          <div>
            <dt>Monthly instalment</dt>
            <dd>{formatMoney(result.monthlyInstalment, currency)}</dd>
          </div>
          <div>
            <dt>Total interest</dt>
            <dd>{formatMoney(result.totalInterest, currency)}</dd>
          </div>
          <div>
            <dt>Total payable</dt>
            <dd>{formatMoney(result.totalPayable, currency)}</dd>
          </div>
        </Results>
      ) : null}
      {years ? (
        <Repayment>
          <BarRows
            title="Repayment by year"
            series={['Principal', 'Interest']}
            rows={years.map((year) => ({
              key: String(year.year),
              label: `Year ${year.year}`,
              values: [year.principal, year.interest],
              valueText: `${formatMoney(year.principal, currency)} principal, ${formatMoney(year.interest, currency)} interest; ${year.balance > 0 ? `${formatMoney(year.balance, currency)} left` : 'paid off'}`,
            }))}
          />
        </Repayment>
      ) : null}
      <Formula>
        EMI = L × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), where L is the price minus the down payment, r
        the yearly rate ÷ 12 ÷ 100 and n the tenure in months (L ÷ n at 0%). Total interest = EMI × n − L; total payable
        = down payment + EMI × n. Rounded to the {currency === 'INR' ? 'rupee' : 'cent'}. An estimate: lenders add fees
        and round differently.
      </Formula>
    </Panel>
  );
}

const Panel = styled.section`
  margin: 24px 0;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 16px;
    font-size: 1.2rem;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  input {
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: inherit;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  font-weight: 400;
`;

const Results = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 20px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

const Repayment = styled.div`
  margin: 20px 0 0;
`;

const Formula = styled.p`
  margin: 16px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
