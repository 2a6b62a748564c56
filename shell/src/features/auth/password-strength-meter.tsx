import styled from 'styled-components';
import { passwordStrength, type StrengthLabel } from './auth-validation';

const BAND_COLOUR: Record<StrengthLabel, 'red' | 'orange' | 'green'> = {
  Weak: 'red',
  Medium: 'orange',
  Strong: 'green',
};

/** Advisory only: it never blocks a submit (the password rules do). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { label, percent } = passwordStrength(password);
  return (
    <Meter>
      <Track
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <Fill style={{ width: `${percent}%` }} $band={BAND_COLOUR[label]} />
      </Track>
      <span>
        Password strength: <strong>{label}</strong>
      </span>
    </Meter>
  );
}

const Meter = styled.div`
  margin: -4px 0 12px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 6px;
  margin-bottom: 4px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Fill = styled.div<{ $band: 'red' | 'orange' | 'green' }>`
  height: 100%;
  background: ${({ theme, $band }) => theme.accents[$band].base};
  transition: width 0.2s;
`;
