import { modelUrl, type AccentName } from '@gadgets/shared-ui';

/** Where the bike section lives and how it looks; one place so every page agrees. */
export const BIKE_BASE_PATH = '/bike';
export const BIKE_CATALOG_PATH = `${BIKE_BASE_PATH}/catalog`;
export const BIKE_ACCENT: AccentName = 'orange';
/** Bike model grid page size (spec section 9). */
export const BIKE_PAGE_SIZE = 12;
/** Drawn when a bike has no image or it fails to load (spec section 2). */
export const MOTORCYCLE_EMOJI = '🏍️';

export const bikeModelPath = (companyPath: string, path: string) => modelUrl('bike', companyPath, path);
