import {
  loginErrorField,
  passwordStrength,
  validateLogin,
  validateNewPassword,
  validateResetRequest,
  validateSignUp,
  type SignUpValues,
} from '../auth-validation';

const validSignUp: SignUpValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  gender: 'female',
  password: 'Analytical1',
  confirmPassword: 'Analytical1',
  agreeToTerms: true,
};

describe('login rules', () => {
  it.each([
    [{ email: '', password: 'secret1' }, { email: 'Email is required' }],
    [{ email: '   ', password: 'secret1' }, { email: 'Email is required' }],
    [{ email: 'ada@', password: 'secret1' }, { email: 'Please enter a valid email' }],
    [{ email: 'ada example.com', password: 'secret1' }, { email: 'Please enter a valid email' }],
    [{ email: 'ada@example.com', password: '' }, { password: 'Password is required' }],
    [{ email: 'ada@example.com', password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [{ email: 'ada@example.com', password: '123456' }, {}],
  ])('%j gives %j', (values, expected) => {
    expect(validateLogin({ ...values, rememberMe: false })).toEqual(expected);
  });
});

describe('sign-up rules', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(validSignUp)).toEqual({});
  });

  it.each<[Partial<SignUpValues>, Partial<Record<keyof SignUpValues, string>>]>([
    [{ firstName: ' ' }, { firstName: 'First name is required' }],
    [{ lastName: '' }, { lastName: 'Last name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: 'nope' }, { email: 'Please enter a valid email' }],
    [{ gender: '' }, { gender: 'Please select your gender' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    ],
    [{ password: 'Abc1234', confirmPassword: 'Abc1234' }, { password: 'Password must be at least 8 characters' }],
    [
      { password: 'abcdefg1', confirmPassword: 'abcdefg1' },
      { password: 'Password must contain uppercase, lowercase, and number' },
    ],
    [
      { password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' },
      { password: 'Password must contain uppercase, lowercase, and number' },
    ],
    [
      { password: 'Abcdefgh', confirmPassword: 'Abcdefgh' },
      { password: 'Password must contain uppercase, lowercase, and number' },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [{ confirmPassword: 'Analytical2' }, { confirmPassword: 'Passwords do not match' }],
    [{ agreeToTerms: false }, { agreeToTerms: 'You must agree to the terms and conditions' }],
  ])('%j gives %j', (change, expected) => {
    expect(validateSignUp({ ...validSignUp, ...change })).toEqual(expected);
  });
});

describe('reset request rules', () => {
  it('needs a valid e-mail, with the login messages', () => {
    expect(validateResetRequest('')).toEqual({ email: 'Email is required' });
    expect(validateResetRequest('x@y')).toEqual({ email: 'Please enter a valid email' });
    expect(validateResetRequest('x@y.org')).toEqual({});
  });
});

describe('new password rules (reset page)', () => {
  it('holds the new password to the sign-up rules and needs it twice', () => {
    expect(validateNewPassword({ password: 'Analytical1', confirmPassword: 'Analytical1' })).toEqual({});
    expect(validateNewPassword({ password: 'short', confirmPassword: '' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
    expect(validateNewPassword({ password: 'Analytical1', confirmPassword: 'Analytical2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('server error placement on login', () => {
  it('puts a message about the e-mail on the e-mail field', () => {
    expect(loginErrorField('Please activate your email first')).toBe('email');
    expect(loginErrorField('Invalid email or password')).toBe('email');
  });

  it('puts a message about the password on the password field', () => {
    expect(loginErrorField('Wrong password')).toBe('password');
  });

  it('puts anything else on the e-mail field', () => {
    expect(loginErrorField('Login failed')).toBe('email');
    expect(loginErrorField('Network error. Please check your connection.')).toBe('email');
  });
});

describe('password strength', () => {
  it.each([
    ['', 'Weak', 33],
    ['abcde', 'Weak', 33],
    ['abcdef', 'Medium', 66],
    ['abcdefghi', 'Medium', 66],
    ['abcdefghij', 'Strong', 100],
  ])('%j is %s (%i%%)', (password, label, percent) => {
    expect(passwordStrength(password)).toEqual({ label, percent });
  });
});
