import type { SectionIdentity } from '@gadgets/shared-ui';
import type { SectionDescriptor } from '@gadgets/shared-ui/widgets';

/** Where the custom PC section lives, how it is worded and how it looks; one place so every page agrees. */
export const DESKTOP_SECTION = {
  section: 'desktop',
  basePath: '/desktop',
  accent: 'green',
  title: 'Custom PC',
  nouns: { one: 'part', many: 'parts' },
  /** Parts a picker shows at once. */
  pageSize: 10,
  placeholder: '🖥️',
} as const satisfies SectionDescriptor<'desktop'>;

/** Who this remote is when it runs alone or is mounted by an integrator (its error message names the section). */
export const DESKTOP_REMOTE = { section: 'desktop', title: 'Custom PC' } as const satisfies SectionIdentity;
