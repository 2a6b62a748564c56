import { modelUrl, sectionIdentityOf } from '@gadgets/shared-ui';
import { defineSection } from '@gadgets/shared-ui/widgets';

/** Where the mobile section lives, how it is worded and how it looks; one place so every page agrees. */
export const MOBILE_SECTION = defineSection({
  section: 'mobile',
  headingNoun: 'Mobile',
  /** Brand page size (the API's default). */
  pageSize: 12,
  placeholder: '📱',
  compare: {
    path: '/mobile/compare_mobile_models',
    title: 'Compare mobiles',
    nouns: { one: 'phone', many: 'phones' },
    browseLabel: 'Browse phones',
    searchPlaceholder: 'Search for premium mobiles...',
  },
});

export const mobileModelPath = (companyPath: string, path: string) => modelUrl('mobile', companyPath, path);

/** Who this remote is when it runs alone or is mounted by an integrator (its error message names the section). */
export const MOBILE_REMOTE = sectionIdentityOf('mobile');
