import { useState } from 'react';
import styled from 'styled-components';
import { bareList, useAppStore, type ThemeChoice, type UnitSystem } from '@gadgets/shared-ui';
import { SkeletonLines } from '@gadgets/shared-ui/widgets';
import { AccountFrame, AccountSection, SignInPrompt, useAccountViewer } from './account-frame';
import { NotificationPreferencesSection } from './notification-preferences-section';

const THEME_OPTIONS: ChoiceOption<ThemeChoice>[] = [
  { value: 'light', label: 'Light', hint: 'Dark text on a light background' },
  { value: 'dark', label: 'Dark', hint: 'Light text on a dark background, easier on the eyes at night' },
  { value: 'system', label: 'System', hint: "Follows your device's light or dark setting" },
];

const UNIT_OPTIONS: ChoiceOption<UnitSystem>[] = [
  { value: 'metric', label: 'Metric', hint: 'Millimetres, kilograms, kilometres' },
  { value: 'imperial', label: 'Imperial', hint: 'Inches, pounds, miles' },
];

/**
 * /account/preferences: theme and units, kept in this browser (the store persists them), not in the account, so they
 * work signed out too; signed in, also which notifications the account receives and how (kept by the API).
 */
export function PreferencesPage() {
  return (
    <AccountFrame title="Preferences" lead="How the site looks, which units you prefer, and what you are told about.">
      <Preferences />
    </AccountFrame>
  );
}

function Preferences() {
  const viewer = useAccountViewer();
  const theme = useAppStore((state) => state.themeChoice);
  const chooseTheme = useAppStore((state) => state.chooseTheme);
  const units = useAppStore((state) => state.units);
  const setUnits = useAppStore((state) => state.setUnits);
  const [saved, setSaved] = useState('');

  // Stored choices are this browser's: the server, and hydration, know none of them.
  if (viewer === 'unknown') return <SkeletonLines lines={4} label="Loading your preferences" />;
  return (
    <>
      {viewer === 'signed-out' && (
        <SignInPrompt
          subject="your account"
          message="These preferences are kept in this browser, so you can set them without signing in. Sign in to choose your notifications and manage your profile and account."
        />
      )}
      <AccountSection aria-labelledby="preferences-title">
        <h2 id="preferences-title">Display</h2>
        <p>Saved in this browser as soon as you choose; other browsers and devices keep their own.</p>
        <ChoiceGroup
          legend="Theme"
          name="theme"
          options={THEME_OPTIONS}
          value={theme}
          onChange={(choice, label) => {
            chooseTheme(choice);
            setSaved(`Theme set to ${label}.`);
          }}
        />
        <ChoiceGroup
          legend="Units"
          note="Weights, lengths, volumes, speeds, fuel economy, torque and temperatures on spec sheets and comparisons follow this choice; screen sizes stay in inches."
          name="units"
          options={UNIT_OPTIONS}
          value={units}
          onChange={(choice, label) => {
            setUnits(choice);
            setSaved(`Units set to ${label}.`);
          }}
        />
        <Saved role="status">{saved}</Saved>
      </AccountSection>
      {viewer === 'signed-in' && <NotificationPreferencesSection />}
    </>
  );
}

interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  note?: string;
  name: string;
  options: ChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value, label: string) => void;
}

/** One choice among a few, as radio buttons with a line saying what each means. */
function ChoiceGroup<Value extends string>({ legend, note, name, options, value, onChange }: ChoiceGroupProps<Value>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {note && <Note>{note}</Note>}
      <Options>
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value, option.label)}
              />
              <span>
                <strong>{option.label}</strong>
                <small>{option.hint}</small>
              </span>
            </label>
          </li>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Options = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 8px;
  label {
    display: flex;
    align-items: flex-start;
    gap: 10px;
    height: 100%;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.accents.green.strong};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.accents.green.strong};
  }
  input {
    margin-top: 4px;
  }
  span {
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

const Saved = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;
