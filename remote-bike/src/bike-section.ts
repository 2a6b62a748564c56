import { modelUrl, sectionIdentityOf } from '@gadgets/shared-ui';
import { defineSection } from '@gadgets/shared-ui/widgets';

/** Where the bike section lives, how it is worded and how it looks; one place so every page agrees. */
export const BIKE_SECTION = defineSection({
  section: 'bike',
  /** The filterable grid of every bike (the address keeps the spec's spelling). */
  cataloguePath: '/bike/catalog',
  headingNoun: 'Bike',
  /** Bike model grid page size. */
  pageSize: 12,
  /** Drawn when a bike has no image or it fails to load. */
  placeholder: '🏍️',
});

export const bikeModelPath = (companyPath: string, path: string) => modelUrl('bike', companyPath, path);

/** Who this remote is when it runs alone or is mounted by an integrator (its error message names the section). */
export const BIKE_REMOTE = sectionIdentityOf('bike');
