import { useQuery } from 'urql';
import { errorMessageOf, PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import {
  CategoryHero,
  ComparePairList,
  ComparePairListSkeleton,
  ModelCard,
  ModelGrid,
  SkeletonGrid,
  StatusPanel,
} from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from '../../mobile-section';
import { phoneCardOf } from './phone-card';
import { PhoneFinder } from './phone-finder';
import { MobileHomePage_ComparePairsQuery, MobileHomePage_HomeMobilesQuery } from './mobile-home-queries';

/** Places kept while the lists load: the showcase the site is seeded with has 10 phones and 5 pairs. */
const EXPECTED_PHONES = 10;
const EXPECTED_PAIRS = 5;

/** /mobile: brands, the latest and popular phones, and ready-made comparisons. */
export function MobileHomePage() {
  const [phones, refetchPhones] = useQuery({ query: MobileHomePage_HomeMobilesQuery });
  const [pairs, refetchPairs] = useQuery({ query: MobileHomePage_ComparePairsQuery });
  usePageMeta({
    title: 'Mobile phones',
    description: 'Specifications of current phones by brand, with side-by-side comparisons.',
  });

  return (
    <PageContainer>
      <CategoryHero
        title="Mobile phones"
        lead="Specifications of current and classic phones from every major brand, and side-by-side comparisons."
        compareLabel="Compare phones"
      />

      <SectionHeading id="latest-phones">Latest and popular phones</SectionHeading>
      {phones.fetching && !phones.data ? (
        <SkeletonGrid count={EXPECTED_PHONES} label="Loading phones" />
      ) : phones.error && !phones.data ? (
        <StatusPanel
          tone="error"
          title="Oops! Something went wrong"
          message="Failed to load phones. Please try again."
          detail={`Error: ${errorMessageOf(phones.error)}`}
          action={{ label: 'Try Again', onClick: () => refetchPhones({ requestPolicy: 'network-only' }) }}
        />
      ) : (
        <ModelGrid label="Latest and popular phones">
          {(phones.data?.homeMobiles ?? []).map((phone) => (
            <li key={`${phone.companyPath}/${phone.path}`}>
              <ModelCard {...phoneCardOf(phone)} description={phone.description} footer={phone.price} />
            </li>
          ))}
        </ModelGrid>
      )}

      <SectionHeading>Popular comparisons</SectionHeading>
      {pairs.fetching && !pairs.data ? (
        <ComparePairListSkeleton count={EXPECTED_PAIRS} label="Loading comparisons" />
      ) : pairs.error && !pairs.data ? (
        <StatusPanel
          tone="error"
          title="Oops! Something went wrong"
          message="Failed to load comparisons. Please try again."
          detail={`Error: ${errorMessageOf(pairs.error)}`}
          action={{ label: 'Try Again', onClick: () => refetchPairs({ requestPolicy: 'network-only' }) }}
        />
      ) : (
        <ComparePairList
          pairs={(pairs.data?.mobileCompareModels ?? []).map((pair) => ({
            id: pair.id,
            one: pair.modelOne,
            two: pair.modelTwo,
          }))}
          comparePath={MOBILE_SECTION.compare.path}
        />
      )}

      <PhoneFinder />
    </PageContainer>
  );
}
