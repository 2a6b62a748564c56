import { useEffect, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { outlinedPanel } from '@gadgets/shared-ui';
import { groupedNumber } from '../grouped-number';
import { FinderCollapsedOptions } from './finder-collapsed-options';

/** One option of a finder control; `count`, when known, is how many models choosing it would leave. */
export interface FinderControlOption<Value> {
  value: Value;
  label: string;
  count?: number | undefined;
}

/**
 * The label an option reads with: its count beside it when known. An option that would leave nothing stays visible
 * but disabled (unless it is the current choice, which must stay undoable), so a visitor sees what exists.
 */
const labelOf = (option: FinderControlOption<unknown>) =>
  option.count === undefined ? option.label : `${option.label} (${groupedNumber(option.count)})`;
const leavesNothing = (option: FinderControlOption<unknown>, chosen: boolean) => option.count === 0 && !chosen;

/**
 * Ties a finder's controls to its state: `bind('ram')` is that one filter's value and its change (which starts the
 * results again on page 1), spread into a control: `<FinderSelect label="Memory (RAM)" options={...} {...bind('ram')} />`.
 */
export function finderBinding<State extends { page: number }>(
  finder: { withFilter: (state: State, change: Partial<Omit<State, 'page'>>) => State },
  state: State,
  onChange: (next: State) => void,
) {
  return <Key extends Exclude<keyof State, 'page'>>(key: Key) => ({
    value: state[key],
    onChange: (value: State[Key]) =>
      onChange(finder.withFilter(state, { [key]: value } as unknown as Partial<Omit<State, 'page'>>)),
  });
}

/** The filters' frame: a form that never submits (every change goes straight to the address). */
export function FinderForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Form aria-label={label} onSubmit={(event: FormEvent) => event.preventDefault()}>
      {children}
    </Form>
  );
}

/** A group of checkboxes: any of the checked values; a long group shows its first few until asked for more. */
export function FinderCheckboxes<Value extends string>({
  legend,
  options,
  value: checked,
  onChange,
}: {
  legend: string;
  options: readonly FinderControlOption<Value>[];
  /** The checked values. */
  value: readonly Value[];
  onChange: (values: Value[]) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <FinderCollapsedOptions options={options} isChosen={(option) => checked.includes(option.value)}>
        {(option) => {
          const isChecked = checked.includes(option.value);
          return (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={isChecked}
                disabled={leavesNothing(option, isChecked)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...checked, option.value]
                      : checked.filter((value) => value !== option.value),
                  )
                }
              />{' '}
              {labelOf(option)}
            </label>
          );
        }}
      </FinderCollapsedOptions>
    </Fieldset>
  );
}

/** A group of radio buttons, the first usually 'Any' (value undefined); a long group collapses like checkboxes. */
export function FinderRadios<Value extends string>({
  legend,
  name,
  options,
  value: checked,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly FinderControlOption<Value | undefined>[];
  /** The checked value. */
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <FinderCollapsedOptions options={options} isChosen={(option) => option.value === checked}>
        {(option) => (
          <label key={option.label}>
            <input
              type="radio"
              name={name}
              checked={checked === option.value}
              disabled={leavesNothing(option, checked === option.value)}
              onChange={() => onChange(option.value)}
            />{' '}
            {labelOf(option)}
          </label>
        )}
      </FinderCollapsedOptions>
    </Fieldset>
  );
}

/** A select whose first option, 'Any', clears the filter. */
export function FinderSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | undefined;
  options: readonly FinderControlOption<number>[];
  onChange: (value: number | undefined) => void;
}) {
  // A value from a hand-written address that is not among the steps still shows, so the select never lies.
  const shown =
    value !== undefined && !options.some((option) => option.value === value)
      ? [...options, { value, label: String(value) }]
      : options;
  return (
    <Label>
      {label}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">Any</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value} disabled={leavesNothing(option, option.value === value)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Label>
  );
}

/** A select of named choices (a maker, a socket) whose first option, `anyLabel`, clears the filter. */
export function FinderChoiceSelect({
  label,
  anyLabel = 'Any',
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel?: string;
  value: string | undefined;
  options: readonly FinderControlOption<string>[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Label>
      {label}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={leavesNothing(option, option.value === value)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Label>
  );
}

/**
 * A bound typed in where no fixed steps fit (a price in the chosen currency): applied on Enter or when the field is
 * left, so typing '9000' is one change, not four. Blank clears it; what is not a number of at least 0 is not applied.
 */
export function FinderNumberInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Label>
      {label}
      <input type="number" min="0" {...useTypedBound(value, onChange)} />
    </Label>
  );
}

/**
 * A number box's props for a bound typed in: the text kept as typed, applied on Enter or when the box is left. Blank
 * clears the bound; what is not a number of at least 0 is not applied.
 */
export function useTypedBound(value: number | undefined, onChange: (value: number | undefined) => void) {
  const shown = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const apply = () => {
    const next = draft.trim() === '' ? undefined : Number(draft);
    if (next !== undefined && !(Number.isFinite(next) && next >= 0)) return;
    if (next !== value) onChange(next);
  };
  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onBlur: apply,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      apply();
    },
  };
}

/** Two controls side by side (lowest and highest, from and until). */
export const FinderPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 16px;
  ${outlinedPanel('surface')}
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 4px;
    font-weight: 700;
  }
  label {
    font-size: 0.9rem;
  }
  label:has(input:disabled) {
    opacity: 0.55;
  }
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 700;
  font-size: 0.9rem;
  select,
  input {
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 400;
  }
`;
