import styled from 'styled-components';
import type { CompareItem } from '@gadgets/shared-ui';
import { SectionHeading } from '@gadgets/shared-ui';
import { compareSectionsOf, CompareTable, useComparedModels } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { BIKE_SPEC_GROUPS } from '../../bike-spec-sheet/bike-spec-sections';
import { BikeCataloguePage_CompareFeatureQuery } from './bike-catalogue-queries';

/** Up to three bikes side by side on the shared compare table, the better value of each row marked. */
export function BikeComparePanel({
  items,
  onRemove,
  onClear,
}: {
  items: readonly CompareItem[];
  onRemove: (item: CompareItem) => void;
  onClear: () => void;
}) {
  const slots = useComparedModels(items, BikeCataloguePage_CompareFeatureQuery, (data) => data.getBikeFeature);
  if (items.length === 0) return null;
  const columns = slots.map((slot) => {
    const name = slot.model ? `${slot.model.companyName} ${slot.model.model}` : null;
    return {
      key: `${slot.item.company}/${slot.item.path}`,
      name,
      header: (
        <Header>
          <span>{name ?? (slot.fetching ? 'Loading…' : slot.item.path)}</span>
          <button type="button" onClick={() => onRemove(slot.item)}>
            Remove
          </button>
        </Header>
      ),
    };
  });
  return (
    <section aria-label="Compare bikes">
      <SectionHeading>Compare ({items.length} of 3)</SectionHeading>
      <ClearButton type="button" onClick={onClear}>
        Clear comparison
      </ClearButton>
      <CompareTable
        columns={columns}
        sections={compareSectionsOf(
          BIKE_SPEC_GROUPS,
          slots.map((slot) => slot.model),
        )}
        accent={BIKE_SECTION.accent}
      />
    </section>
  );
}

const Header = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  button {
    align-self: flex-start;
    border: none;
    background: none;
    color: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const ClearButton = styled.button`
  margin-bottom: 12px;
  border: none;
  background: none;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
