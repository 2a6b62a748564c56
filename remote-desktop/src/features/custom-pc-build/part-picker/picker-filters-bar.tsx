import { useEffect, useRef, useState } from 'react';
import { PART_FILTERS, type PartCategory, type PartFilter } from '@gadgets/pc-compatibility';
import styled from 'styled-components';
import { wrappingRow } from '@gadgets/shared-ui';
import {
  finderBinding,
  FinderChoiceSelect,
  finderCountsOf,
  type FinderOptionCounts,
  FinderSelect,
  finderSteps,
  groupedNumber,
  SEARCH_DEBOUNCE_MS,
} from '@gadgets/shared-ui/widgets';
import { fieldValue, PART_PICKER, type PickerState, withField } from './picker-address';

interface PickerFiltersBarProps {
  category: PartCategory;
  state: PickerState;
  onChange: (next: PickerState) => void;
  manufacturers: readonly string[];
  /** The API's count for every option, the build's compatibility applied; empty until the first answer. */
  optionCounts: FinderOptionCounts;
}

const dollars = (amount: number) => `Up to $${groupedNumber(amount)}`;
const gigabytes = (size: number) => (size >= 1000 ? `${size / 1000} TB` : `${size} GB`);

/** A bound's step as a visitor reads it: "16 GB or more", "Up to 300 mm", "2 TB or more". */
function stepLabel(filter: PartFilter & { kind: 'min' | 'max' }, step: number): string {
  const amount = filter.unit === 'GB' ? gigabytes(step) : `${groupedNumber(step)} ${filter.unit}`;
  return filter.kind === 'min' ? `${amount} or more` : `Up to ${amount}`;
}

/**
 * Search, manufacturer, the category's own filters, price and 'Compatible only' (on by default); every option shows how
 * many parts it would leave, one that would leave none is disabled. Each change goes to the address; the search
 * after the visitor stops typing.
 */
export function PickerFiltersBar({ category, state, onChange, manufacturers, optionCounts }: PickerFiltersBarProps) {
  const set = (change: Partial<Omit<PickerState, 'page'>>) => onChange(PART_PICKER.withFilter(state, change));
  const bind = finderBinding(PART_PICKER, state, onChange);
  const count = finderCountsOf(optionCounts);
  const choices = (key: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: value, count: count(key, value) }));
  const valuesOf = (key: string) => optionCounts.find((group) => group.key === key)?.values ?? [];
  const [term, setTerm] = useState(state.search ?? '');
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const fieldControl = (filter: PartFilter) => {
    const value = fieldValue(state, filter.key);
    const onChange = (next: string | number | undefined) =>
      set(withField(filter.key, next === undefined ? undefined : String(next)));
    if (filter.kind === 'choice') {
      return (
        <FinderChoiceSelect
          key={filter.key}
          label={filter.label}
          anyLabel="All"
          options={choices(filter.key, valuesOf(filter.key))}
          value={value}
          onChange={onChange}
        />
      );
    }
    return (
      <FinderSelect
        key={filter.key}
        label={filter.label}
        options={finderSteps(optionCounts, filter.key, (step) => stepLabel(filter, step))}
        value={value === undefined ? undefined : Number(value)}
        onChange={onChange}
      />
    );
  };

  return (
    <Filters>
      <label>
        Search parts
        <input
          type="search"
          value={term}
          onChange={(event) => {
            const next = event.target.value;
            setTerm(next);
            clearTimeout(typing.current);
            typing.current = setTimeout(() => set({ search: next.trim() || undefined }), SEARCH_DEBOUNCE_MS);
          }}
        />
      </label>
      <FinderChoiceSelect
        label="Manufacturer"
        anyLabel="All"
        options={choices('manufacturers', manufacturers)}
        {...bind('manufacturers')}
      />
      {PART_FILTERS[category].map(fieldControl)}
      <FinderSelect
        label="List price"
        options={finderSteps(optionCounts, 'maxPriceCents', dollars, 100)}
        {...bind('maxPrice')}
      />
      <label>
        <input
          type="checkbox"
          checked={state.fit === undefined}
          onChange={(event) => set({ fit: event.target.checked ? undefined : 'ALL' })}
        />
        Compatible only
      </label>
    </Filters>
  );
}

const Filters = styled.div`
  ${wrappingRow('12px', 'flex-end')}
  margin: 12px 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    font-size: 0.85rem;
  }
  label:last-child {
    flex-direction: row;
    align-items: center;
    gap: 6px;
  }
  input[type='search'] {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;
