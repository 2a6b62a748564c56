/** Phones on the mobile home page, in order: [brand path, model path]. */
export const HOME_MOBILES: [string, string][] = [
  ['apple', 'iphone-17-pro'],
  ['samsung', 'galaxy-s25-ultra'],
  ['google', 'pixel-9-pro'],
  ['oneplus', '13'],
  ['apple', 'iphone-17'],
  ['samsung', 'galaxy-s25'],
  ['google', 'pixel-9a'],
  ['nothing', 'phone-2'],
  ['sony', 'xperia-1-vi'],
  ['fairphone', 'the-fairphone-gen-6'],
];
import type { ComparableSectionName } from '../shared/sections';

export interface ComparePairSeed {
  category: ComparableSectionName;
  one: [string, string];
  two: [string, string];
}

export const COMPARE_PAIRS: ComparePairSeed[] = [
  { category: 'mobile', one: ['apple', 'iphone-17-pro'], two: ['samsung', 'galaxy-s25-ultra'] },
  { category: 'mobile', one: ['google', 'pixel-9-pro'], two: ['apple', 'iphone-16-pro'] },
  { category: 'mobile', one: ['oneplus', '13'], two: ['samsung', 'galaxy-s25-plus'] },
  { category: 'mobile', one: ['apple', 'iphone-16e'], two: ['google', 'pixel-9a'] },
  { category: 'mobile', one: ['apple', 'iphone-air'], two: ['samsung', 'galaxy-s25'] },
];

export const LAPTOP_COMPARE_PAIRS: ComparePairSeed[] = [
  { category: 'laptop', one: ['apple', 'macbook-air-13-m4-2025'], two: ['dell', 'xps-13-9350'] },
  { category: 'laptop', one: ['asus', 'rog-zephyrus-g16-2025'], two: ['razer', 'blade-16-2025'] },
  { category: 'laptop', one: ['hp', 'omnibook-ultra-flip-14'], two: ['lenovo', 'yoga-9i-2-in-1-aura-edition-14'] },
  { category: 'laptop', one: ['apple', 'macbook-pro-14-m5-2025'], two: ['samsung', 'galaxy-book5-pro-14'] },
];
