import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { PartCategory } from '@gadgets/pc-compatibility';
import { VisuallyHidden } from '@gadgets/shared-ui';
import styled from 'styled-components';
import { type BuildPart, specsOf } from '../build-part-fields';
import { formatMoney } from '../build-prices';
import { PART_COLUMNS, type SortField } from '../part-columns';
import { accentFill } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';
import { MAX_COMPARED_PARTS, partPagePath } from '../../../part-addresses';

export interface PickerRow {
  compatible: boolean;
  problems: readonly { severity: string; message: string }[];
  part: BuildPart;
}

export interface PickerSort {
  field: SortField;
  descending: boolean;
}

interface PickerTableProps {
  category: PartCategory;
  caption: string;
  rows: readonly PickerRow[];
  sort: PickerSort;
  onSort: (field: SortField) => void;
  onPick: (part: BuildPart) => void;
  /** The build being chosen for: a part's page keeps it for its 'Add to build'. */
  buildIds: readonly string[];
  /** The parts ticked to compare (at most MAX_COMPARED_PARTS). */
  compared: readonly string[];
  onCompare: (partId: string, ticked: boolean) => void;
}

/** The candidates with the columns that matter for the category; a part that does not fit says why. */
export function PickerTable(props: PickerTableProps) {
  const { category, caption, rows, sort, onSort, onPick, buildIds, compared, onCompare } = props;
  const full = compared.length >= MAX_COMPARED_PARTS;
  const columns = PART_COLUMNS[category];
  const sortHeader = (label: string, field: SortField | undefined) => {
    if (!field) return <th scope="col">{label}</th>;
    const active = sort.field === field;
    return (
      <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
        <SortButton type="button" onClick={() => onSort(field)}>
          {label}
          {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
        </SortButton>
      </th>
    );
  };
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {sortHeader('Name', 'NAME')}
          {columns.map((column) => (
            <Fragment key={column.label}>{sortHeader(column.label, column.sort)}</Fragment>
          ))}
          {sortHeader('List price', 'PRICE')}
          <th scope="col">Compare</th>
          <th scope="col">
            <VisuallyHidden>Action</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ part, compatible, problems }) => (
          <Row key={part.id} $compatible={compatible}>
            <th scope="row">
              <Link to={partPagePath(part, buildIds)}>{part.name}</Link>
              {problems.length > 0 ? (
                <Reasons>
                  {problems.map((problem) => (
                    <li key={problem.message}>
                      {problem.severity === 'ERROR' ? 'Incompatible: ' : 'Warning: '}
                      {problem.message}
                    </li>
                  ))}
                </Reasons>
              ) : null}
            </th>
            {columns.map((column) => (
              <td key={column.label}>{column.value(specsOf(part))}</td>
            ))}
            <td>
              {part.listPrice
                ? `${part.listPrice.kind === 'CHIPSET' ? 'from ' : ''}${formatMoney(part.listPrice.amountCents, part.listPrice.currency)}`
                : 'N/A'}
            </td>
            <td>
              <input
                type="checkbox"
                aria-label={`Compare ${part.name}`}
                checked={compared.includes(part.id)}
                disabled={full && !compared.includes(part.id)}
                onChange={(event) => onCompare(part.id, event.target.checked)}
              />
            </td>
            <td>
              <AddButton type="button" aria-label={`Add ${part.name}`} onClick={() => onPick(part)}>
                Add
              </AddButton>
            </td>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 8px 0;
  }
  th,
  td {
    padding: 8px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  tbody th {
    font-weight: 600;
  }
`;

const Row = styled.tr<{ $compatible: boolean }>`
  background: ${({ theme, $compatible }) => ($compatible ? 'transparent' : theme.accents.red.soft)};
`;

const Reasons = styled.ul`
  margin: 4px 0 0;
  padding-left: 16px;
  font-weight: 400;
  font-size: 0.85rem;
`;

const SortButton = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  padding: 0;
`;

const AddButton = styled.button`
  padding: 4px 14px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => accentFill(theme, DESKTOP_SECTION.accent)};
  color: ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].contrastText};
  cursor: pointer;
`;
