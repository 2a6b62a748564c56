import { calculateEmi, emiErrors, formatMoney, repaymentByYear, roundToUnit, type EmiInput } from '../emi';

describe('EMI arithmetic', () => {
  it('works out a rupee loan to the whole rupee', () => {
    // ₹2,85,000 with ₹50,000 down at 9.5% for 36 months: L = 235,000, r = 0.095 / 12; EMI 7,527.74 before rounding.
    const result = calculateEmi(
      { price: '285000', downPayment: '50000', annualRatePercent: '9.5', tenureMonths: '36' },
      'INR',
    );
    expect(result).toEqual({ loanAmount: 235000, monthlyInstalment: 7528, totalInterest: 35999, totalPayable: 320999 });
  });

  it('works out a dollar loan to the cent', () => {
    const result = calculateEmi(
      { price: '9399', downPayment: '1000', annualRatePercent: '6', tenureMonths: '48' },
      'USD',
    );
    expect(result).toEqual({
      loanAmount: 8399,
      monthlyInstalment: 197.25,
      totalInterest: 1069.04,
      totalPayable: 10468.04,
    });
  });

  it('divides evenly at 0% and finances nothing when the down payment is the price', () => {
    expect(
      calculateEmi({ price: '1200', downPayment: '', annualRatePercent: '0', tenureMonths: '12' }, 'USD')
        ?.monthlyInstalment,
    ).toBe(100);
    expect(
      calculateEmi({ price: '1200', downPayment: '1200', annualRatePercent: '0', tenureMonths: '12' }, 'USD'),
    ).toEqual({
      loanAmount: 0,
      monthlyInstalment: 0,
      totalInterest: 0,
      totalPayable: 1200,
    });
  });

  it('refuses nonsense with a message per field', () => {
    expect(emiErrors({ price: '', downPayment: '-1', annualRatePercent: '80', tenureMonths: '2.5' })).toEqual({
      price: 'Enter the bike price',
      downPayment: 'Down payment cannot be negative',
      annualRatePercent: 'Interest rate must be between 0 and 50%',
      tenureMonths: 'Tenure must be a whole number of months from 1 to 120',
    });
    expect(emiErrors({ price: '5000', downPayment: '6000', annualRatePercent: '9', tenureMonths: '12' })).toEqual({
      downPayment: 'Down payment cannot be more than the price',
    });
    expect(
      calculateEmi({ price: '-5', downPayment: '0', annualRatePercent: '9', tenureMonths: '12' }, 'USD'),
    ).toBeNull();
  });

  it('rounds half up to the currency unit and formats with its symbol', () => {
    expect(roundToUnit(10.005, 'USD')).toBe(10.01);
    expect(roundToUnit(7527.5, 'INR')).toBe(7528);
    expect(formatMoney(235000, 'INR')).toBe('₹2,35,000');
    expect(formatMoney(197.25, 'USD')).toBe('$197.25');
  });
});

describe('repayment by year', () => {
  const rupeeLoan: EmiInput = { price: '285000', downPayment: '50000', annualRatePercent: '9.5', tenureMonths: '36' };
  const sum = (values: number[], currency: string) =>
    roundToUnit(
      values.reduce((total, value) => total + value, 0),
      currency,
    );

  it('adds up to the calculator’s loan amount and total interest, the loan repaid by the last year', () => {
    for (const [input, currency] of [
      [rupeeLoan, 'INR'],
      [{ price: '9399', downPayment: '1000', annualRatePercent: '6', tenureMonths: '48' }, 'USD'],
      [{ price: '1200', downPayment: '', annualRatePercent: '0', tenureMonths: '12' }, 'USD'],
    ] as const) {
      const years = repaymentByYear(input, currency)!;
      const totals = calculateEmi(input, currency)!;
      expect(
        sum(
          years.map((year) => year.principal),
          currency,
        ),
      ).toBe(totals.loanAmount);
      expect(
        sum(
          years.map((year) => year.interest),
          currency,
        ),
      ).toBe(totals.totalInterest);
      expect(years.at(-1)!.balance).toBe(0);
    }
  });

  it('pays more principal and less interest each year, the balance falling by the principal paid', () => {
    const years = repaymentByYear(rupeeLoan, 'INR')!;
    expect(years.map((year) => year.year)).toEqual([1, 2, 3]);
    expect(years[0]!.principal).toBeLessThan(years[1]!.principal);
    expect(years[0]!.interest).toBeGreaterThan(years[1]!.interest);
    expect(years[0]!.balance).toBe(235000 - years[0]!.principal);
    // The first year's interest month by month: 12 instalments of 7,527.74 minus the principal they repay.
    expect(years[0]!.principal + years[0]!.interest).toBe(roundToUnit(12 * 7527.74, 'INR'));
  });

  it('ends with a short year when the tenure is not whole years, and is nothing for an invalid input', () => {
    expect(repaymentByYear({ ...rupeeLoan, tenureMonths: '30' }, 'INR')).toHaveLength(3);
    expect(repaymentByYear({ ...rupeeLoan, tenureMonths: '0' }, 'INR')).toBeNull();
  });
});
