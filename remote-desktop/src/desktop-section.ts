import { sectionIdentityOf } from '@gadgets/shared-ui';
import { defineSection } from '@gadgets/shared-ui/widgets';

/** Where the custom PC section lives, how it is worded and how it looks; one place so every page agrees. */
export const DESKTOP_SECTION = defineSection({
  section: 'desktop',
  headingNoun: 'Part',
  nouns: { one: 'part', many: 'parts' },
  /** Parts a picker shows at once. */
  pageSize: 10,
  placeholder: '🖥️',
});

/** Who this remote is when it runs alone or is mounted by an integrator (its error message names the section). */
export const DESKTOP_REMOTE = sectionIdentityOf('desktop');
