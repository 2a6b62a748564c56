import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FollowButton, QueryStatus, SkeletonLines, useFinderQuery } from '@gadgets/shared-ui/widgets';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import type { BuildPart } from '../build-part-fields';
import type { SlotDefinition } from '../build-slots-definition';
import type { SortField } from '../part-columns';
import { PartPicker_PickerQuery } from './part-picker-query';
import { pickerFilterOf, pickerFollowTarget, sortOf, sortValue, type PickerState } from './picker-address';
import { PickerFiltersBar } from './picker-filters-bar';
import { PickerTable } from './picker-table';
import { DESKTOP_SECTION } from '../../../desktop-section';
import { partComparePath } from '../../../part-addresses';

export const PICKER_PAGE_SIZE = DESKTOP_SECTION.pageSize;

interface PartPickerProps {
  slot: SlotDefinition;
  /** The build the candidates are judged against (without the part being changed). */
  buildIds: readonly string[];
  /** The picker's search, filters, sort and page, as the address holds them. */
  state: PickerState;
  onChange: (next: PickerState) => void;
  onPick: (part: BuildPart) => void;
  onClose: () => void;
}

/**
 * Searchable, sortable, paginated candidates for one slot on the shared finder; 'Compatible only' hides parts that
 * would conflict, and every filter option counts the parts it would leave. Its search can be followed.
 */
export function PartPicker({ slot, buildIds, state, onChange, onPick, onClose }: PartPickerProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const compatibleOnly = state.fit === undefined;
  const sort = sortOf(state);
  const { pathname } = useLocation();

  useEffect(() => heading.current?.focus(), [slot.category]);
  // The parts ticked to compare, kept across pages and filters of this slot; another slot starts afresh.
  const [compared, setCompared] = useState<string[]>([]);
  useEffect(() => setCompared([]), [slot.category]);
  const onCompare = (partId: string, ticked: boolean) =>
    setCompared((current) => (ticked ? [...current, partId] : current.filter((id) => id !== partId)));

  // The filters keep the last counts while the next answer loads, instead of emptying at every change.
  const { result, last, retry } = useFinderQuery(PartPicker_PickerQuery, {
    category: slot.categoryEnum,
    filter: pickerFilterOf(state),
    compatibleWith: [...buildIds],
    compatibleOnly,
    sort: sort.field,
    descending: sort.descending,
    page: state.page,
    limit: PICKER_PAGE_SIZE,
  });
  const picker = result.data?.pcPartPicker;
  const counted = last?.pcPartPicker;
  const onSort = (field: SortField) =>
    onChange({
      ...state,
      page: 1,
      sort: sortValue(field, sort.field === field ? !sort.descending : field !== 'NAME' && field !== 'PRICE'),
    });
  const setPage = (page: number) => onChange({ ...state, page });

  return (
    <Panel aria-labelledby={headingId}>
      <Header>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {slot.chooseLabel}
        </h2>
        <Actions>
          <FollowButton
            target={pickerFollowTarget(pathname, slot, state)}
            label="Follow this search"
            accent={DESKTOP_SECTION.accent}
          />
          <CloseButton type="button" onClick={onClose}>
            Close
          </CloseButton>
        </Actions>
      </Header>
      <PickerFiltersBar
        key={slot.category}
        category={slot.category}
        state={state}
        onChange={onChange}
        manufacturers={counted?.manufacturers ?? []}
        optionCounts={counted?.optionCounts ?? []}
      />
      <QueryStatus
        result={{ data: picker, fetching: result.fetching, error: result.error }}
        loading={<SkeletonLines lines={6} label="Loading parts" />}
        errorTitle="Parts could not be loaded"
        onRetry={retry}
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
              caption={`${data.totalCount} parts`}
              rows={data.items}
              sort={sort}
              onSort={onSort}
              onPick={onPick}
              buildIds={buildIds}
              compared={compared}
              onCompare={onCompare}
            />
            {compared.length > 0 ? (
              <CompareBar>
                {compared.length === 1 ? (
                  'Tick another part to compare'
                ) : (
                  <Link to={partComparePath(slot.category, compared)}>Compare {compared.length} parts</Link>
                )}
                <button type="button" onClick={() => setCompared([])}>
                  Clear
                </button>
              </CompareBar>
            ) : null}
            <PageNav aria-label="Parts pages" hidden={data.pagination.totalPages <= 1}>
              <button type="button" disabled={!data.pagination.hasPreviousPage} onClick={() => setPage(state.page - 1)}>
                Previous
              </button>
              <span>
                Page {data.pagination.currentPage} of {data.pagination.totalPages}
              </span>
              <button type="button" disabled={!data.pagination.hasNextPage} onClick={() => setPage(state.page + 1)}>
                Next
              </button>
            </PageNav>
          </>
        )}
      </QueryStatus>
    </Panel>
  );
}

const CompareBar = styled.p`
  ${wrappingRow('12px', 'center')}
  margin: 8px 0;
  font-weight: 600;
  button {
    ${outlinedPill}
  }
`;

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
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Actions = styled.div`
  ${wrappingRow('8px')}
  justify-content: flex-end;
`;

const CloseButton = styled.button`
  padding: 4px 12px;
  ${outlinedPill}
  background: transparent;
  color: inherit;
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
