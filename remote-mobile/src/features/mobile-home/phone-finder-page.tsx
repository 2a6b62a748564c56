import { PageContainer, usePageMeta } from '@gadgets/shared-ui';
import { Breadcrumb } from '@gadgets/shared-ui/widgets';
import { PhoneFinder } from './phone-finder';

/** /mobile/finder: the phone finder on a page of its own, the address a shared search opens. */
export function PhoneFinderPage() {
  usePageMeta({
    title: 'Phone finder',
    description:
      'Find a phone by price, battery, display, camera, memory, 5G, NFC and more; every filter is in the address.',
  });
  return (
    <PageContainer>
      <Breadcrumb section="mobile" model="Phone finder" />
      <PhoneFinder headingLevel={1} />
    </PageContainer>
  );
}
