import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { QueryStatus, SEARCH_DEBOUNCE_MS, SkeletonLines, useDebouncedValue } from '@gadgets/shared-ui/widgets';
import type { BuildPart } from '../build-part-fields';
import type { SlotDefinition } from '../build-slots-definition';
import type { SortField } from '../part-columns';
import { PartPicker_PickerQuery } from './part-picker-query';
import type { FilterKey } from './picker-filters';
import { INITIAL_CONTROLS, type PickerControls, PickerFiltersBar } from './picker-filters-bar';
import { type PickerSort, PickerTable } from './picker-table';
import { DESKTOP_SECTION } from '../../../desktop-section';

export const PICKER_PAGE_SIZE = DESKTOP_SECTION.pageSize;

interface PartPickerProps {
  slot: SlotDefinition;
  /** The build the candidates are judged against (without the part being changed). */
  buildIds: readonly string[];
  onPick: (part: BuildPart) => void;
  onClose: () => void;
}

/** Searchable, sortable, paginated candidates for one slot; 'Compatible only' hides parts that would conflict. */
export function PartPicker({ slot, buildIds, onPick, onClose }: PartPickerProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [controls, setControls] = useState<PickerControls>(INITIAL_CONTROLS);
  const [sort, setSort] = useState<PickerSort>({ field: 'NAME', descending: false });
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(controls.search.trim(), SEARCH_DEBOUNCE_MS);
  const { manufacturer, choices, compatibleOnly } = controls;

  useEffect(() => heading.current?.focus(), [slot.category]);
  useEffect(() => setPage(1), [debouncedSearch, manufacturer, choices, compatibleOnly, sort, slot.category]);
  const chosen = (key: FilterKey) => (choices[key] ? [choices[key]] : null);

  const [result, reexecute] = useQuery({
    query: PartPicker_PickerQuery,
    variables: {
      category: slot.categoryEnum,
      filter: {
        search: debouncedSearch || null,
        manufacturers: manufacturer ? [manufacturer] : null,
        sockets: chosen('sockets'),
        memoryTypes: chosen('memoryTypes'),
        boardFormFactors: chosen('boardFormFactors'),
        storageInterfaces: chosen('storageInterfaces'),
      },
      compatibleWith: [...buildIds],
      compatibleOnly,
      sort: sort.field,
      descending: sort.descending,
      page,
      limit: PICKER_PAGE_SIZE,
    },
  });
  const picker = result.data?.pcPartPicker;
  const onSort = (field: SortField) =>
    setSort((current) => ({
      field,
      descending: current.field === field ? !current.descending : field !== 'NAME' && field !== 'PRICE',
    }));

  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {slot.chooseLabel}
        </h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </Header>
      <PickerFiltersBar
        category={slot.category}
        controls={controls}
        onChange={(change) => setControls((current) => ({ ...current, ...change }))}
        manufacturers={picker?.manufacturers ?? []}
      />
      <QueryStatus
        result={{ data: picker, fetching: result.fetching, error: result.error }}
        loading={<SkeletonLines lines={6} label="Loading parts" />}
        errorTitle="Parts could not be loaded"
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p>
            {compatibleOnly
              ? "No compatible parts match. Turn off 'Compatible only' to see every part and why it does not fit."
              : 'No parts match.'}
          </p>
        }
      >
        {(data) => (
          <>
            <PickerTable
              category={slot.category}
              caption={`${data.pagination.totalItems} parts`}
              rows={data.items}
              sort={sort}
              onSort={onSort}
              onPick={onPick}
            />
            <PageNav aria-label="Parts pages" hidden={data.pagination.totalPages <= 1}>
              <button type="button" disabled={!data.pagination.hasPreviousPage} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {data.pagination.currentPage} of {data.pagination.totalPages}
              </span>
              <button type="button" disabled={!data.pagination.hasNextPage} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </PageNav>
          </>
        )}
      </QueryStatus>
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: 16px;
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].base};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow-x: auto;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  button {
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const PageNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
  button {
    padding: 4px 12px;
    cursor: pointer;
  }
`;
