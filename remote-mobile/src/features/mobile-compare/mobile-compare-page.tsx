import { COMPARE_LIMIT, errorMessageOf, usePageMeta } from '@gadgets/shared-ui';
import {
  compareSectionsOf,
  CompareModelHeader,
  ComparePageFrame,
  CompareSearch,
  CompareTable,
  Spinner,
  useComparedModels,
  useCompareUrlSync,
  type ComparedSlot,
} from '@gadgets/shared-ui/widgets';
import { MOBILE_SPEC_GROUPS } from '../../mobile-spec-sheet/mobile-spec-sections';
import {
  CompareSearch_SearchMobilesQuery,
  MobileComparePage_FeatureQuery,
  type ComparedMobile,
} from './mobile-compare-queries';

/** /mobile/compare_mobile_models: up to three phones side by side, shareable through `?compare=`; one request per phone. */
export function MobileComparePage() {
  const view = useCompareUrlSync('mobile');
  const slots = useComparedModels(view.items, MobileComparePage_FeatureQuery, (data) => data.mobileFeature);
  const names = slots.map((slot) => slot.model?.headerBanner.title).filter(Boolean);
  usePageMeta({ title: names.length > 0 ? `Compare ${names.join(' vs ')}` : 'Compare mobiles' });
  return (
    <ComparePageFrame
      view={view}
      lead={<>Up to {COMPARE_LIMIT} phones side by side; the better value of each comparable row is marked Best.</>}
      comparison={
        slots.some((slot) => slot.fetching) ? (
          <Spinner label="Loading the comparison" />
        ) : (
          <ComparedMobiles slots={slots} onRemove={view.remove} />
        )
      }
      search={<CompareSearch query={CompareSearch_SearchMobilesQuery} hitsOf={(data) => data.searchMobiles} />}
    />
  );
}

function ComparedMobiles({
  slots,
  onRemove,
}: {
  slots: ComparedSlot<ComparedMobile>[];
  onRemove: (item: ComparedSlot<ComparedMobile>['item']) => void;
}) {
  return (
    <CompareTable
      columns={slots.map((slot) => ({
        key: `${slot.item.company}/${slot.item.path}`,
        name: slot.model?.headerBanner.title,
        header: (
          <CompareModelHeader
            item={slot.item}
            model={slot.model}
            missingNote={slot.error ? errorMessageOf(slot.error) : 'Not found'}
            showPrice
            onRemove={() => onRemove(slot.item)}
          />
        ),
      }))}
      sections={compareSectionsOf(
        MOBILE_SPEC_GROUPS,
        slots.map((slot) => slot.model?.features),
      )}
    />
  );
}
