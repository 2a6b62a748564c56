import { modelUrl, sectionIdentityOf } from '@gadgets/shared-ui';
import { defineSection } from '@gadgets/shared-ui/widgets';

/** Where the laptop section lives, how it is worded and how it looks; one place so every page agrees. */
export const LAPTOP_SECTION = defineSection({
  section: 'laptop',
  headingNoun: 'Laptop',
  /** The laptop brand page shows 15 laptops a page. */
  pageSize: 15,
  placeholder: '💻',
  compare: {
    path: '/laptop/compare_laptop_models',
    title: 'Compare laptops',
    nouns: { one: 'laptop', many: 'laptops' },
    browseLabel: 'Find laptops',
    searchPlaceholder: 'Search laptops by name',
  },
});

export const laptopModelPath = (companyPath: string, path: string) => modelUrl('laptop', companyPath, path);

/** Who this remote is when it runs alone or is mounted by an integrator (its error message names the section). */
export const LAPTOP_REMOTE = sectionIdentityOf('laptop');
