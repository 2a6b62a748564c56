import { calculateEmi, emiErrors, formatMoney, roundToUnit } from '../emi';

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
