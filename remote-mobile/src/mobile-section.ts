import { modelUrl, type AccentName } from '@gadgets/shared-ui';

/** Where the mobile section lives and how it looks; one place so every page agrees. */
export const MOBILE_BASE_PATH = '/mobile';
export const MOBILE_COMPARE_PATH = `${MOBILE_BASE_PATH}/compare_mobile_models`;
export const MOBILE_ACCENT: AccentName = 'green';
/** Brand page size (the API's default). */
export const MOBILE_PAGE_SIZE = 12;

export const mobileModelPath = (companyPath: string, path: string) => modelUrl('mobile', companyPath, path);
