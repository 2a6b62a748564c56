import { modelUrl, type AccentName } from '@gadgets/shared-ui';

/** Where the laptop section lives and how it looks; one place so every page agrees. */
export const LAPTOP_BASE_PATH = '/laptop';
export const LAPTOP_COMPARE_PATH = `${LAPTOP_BASE_PATH}/compare_laptop_models`;
export const LAPTOP_ACCENT: AccentName = 'blue';
/** Spec section 9: the laptop brand page shows 15 laptops a page. */
export const LAPTOP_PAGE_SIZE = 15;
/** Drawn where a laptop has no picture. */
export const LAPTOP_PLACEHOLDER = '💻';
export const LAPTOP_NOUN = ['laptop', 'laptops'] as const;

export const laptopModelPath = (companyPath: string, path: string) => modelUrl('laptop', companyPath, path);
