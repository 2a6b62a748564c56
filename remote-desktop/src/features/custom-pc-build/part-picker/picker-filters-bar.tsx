import type { PartCategory } from '@gadgets/pc-compatibility';
import styled from 'styled-components';
import { type FilterKey, PICKER_FILTERS } from './picker-filters';

export interface PickerControls {
  search: string;
  manufacturer: string;
  choices: Partial<Record<FilterKey, string>>;
  compatibleOnly: boolean;
}

export const INITIAL_CONTROLS: PickerControls = { search: '', manufacturer: '', choices: {}, compatibleOnly: true };

interface PickerFiltersBarProps {
  category: PartCategory;
  controls: PickerControls;
  onChange: (change: Partial<PickerControls>) => void;
  manufacturers: readonly string[];
}

/** Search, maker, the category's own filters and 'Compatible only' (on by default). */
export function PickerFiltersBar({ category, controls, onChange, manufacturers }: PickerFiltersBarProps) {
  return (
    <Filters>
      <label>
        Search parts
        <input type="search" value={controls.search} onChange={(event) => onChange({ search: event.target.value })} />
      </label>
      <label>
        Manufacturer
        <select value={controls.manufacturer} onChange={(event) => onChange({ manufacturer: event.target.value })}>
          <option value="">All</option>
          {manufacturers.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      {PICKER_FILTERS[category].map((filter) => (
        <label key={filter.key}>
          {filter.label}
          <select
            value={controls.choices[filter.key] ?? ''}
            onChange={(event) =>
              onChange({ choices: { ...controls.choices, [filter.key]: event.target.value || undefined } })
            }
          >
            <option value="">All</option>
            {filter.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      ))}
      <label>
        <input
          type="checkbox"
          checked={controls.compatibleOnly}
          onChange={(event) => onChange({ compatibleOnly: event.target.checked })}
        />
        Compatible only
      </label>
    </Filters>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
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
  input[type='search'],
  select {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;
