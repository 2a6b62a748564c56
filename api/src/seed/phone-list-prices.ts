import { type SourceCheck } from './source-checks';

/**
 * Launch list prices (USD unless marked) published by the makers, for the wiki phones we know them for. `checked` names
 * pages that state the price (the data report counts a price verified only with one); the others are unverified.
 */
const LIST_PRICES: Record<string, { price: string; checked?: SourceCheck<'price'>[] }> = {
  'google/pixel-9': { price: '$799' },
  'google/pixel-9-pro': { price: '$999' },
  'google/pixel-9-pro-xl': { price: '$1,099' },
  'google/pixel-9-pro-fold': { price: '$1,799' },
  'google/pixel-9a': { price: '$499' },
  'google/pixel-8': {
    price: '$699',
    checked: [
      {
        url: 'https://www.whathifi.com/advice/google-pixel-8-release-date-news-price-features-and-spec-leaks',
        values: ['price'],
      },
      {
        url: 'https://zoonop.com/news/technology/googles-pixel-8-series-debuts-with-100-price-jump-ai-at-core',
        values: ['price'],
      },
    ],
  },
  'google/pixel-8-pro': {
    price: '$999',
    checked: [
      {
        url: 'https://www.whathifi.com/advice/google-pixel-8-release-date-news-price-features-and-spec-leaks',
        values: ['price'],
      },
      {
        url: 'https://zoonop.com/news/technology/googles-pixel-8-series-debuts-with-100-price-jump-ai-at-core',
        values: ['price'],
      },
    ],
  },
  'google/pixel-8a': {
    price: '$499',
    checked: [{ url: 'https://phonescanada.com/?p=224743573', values: ['price'] }],
  },
  'google/pixel-7a': {
    price: '$499',
    checked: [{ url: 'https://lostobject.org/?p=6603', values: ['price'] }],
  },
  'google/pixel-fold': {
    price: '$1,799',
    checked: [
      {
        url: 'https://gearopen.com/phones/pixel-fold-first-look-googles-1799-foldable-takes-on-samsung-283739',
        values: ['price'],
      },
      {
        url: 'https://www.digitaltrends.com/mobile/google-pixel-9-pro-fold-release-date-price-specs-news/',
        values: ['price'],
      },
    ],
  },
  'google/pixel-7': {
    price: '$599',
    checked: [
      { url: 'https://www.khaama.com/google-introduced-the-new-pixel-7-and-pixel-7-pro/', values: ['price'] },
      {
        url: 'https://www.whathifi.com/advice/google-pixel-8-release-date-news-price-features-and-spec-leaks',
        values: ['price'],
      },
    ],
  },
  'google/pixel-7-pro': {
    price: '$899',
    checked: [
      { url: 'https://www.khaama.com/google-introduced-the-new-pixel-7-and-pixel-7-pro/', values: ['price'] },
      {
        url: 'https://www.whathifi.com/advice/google-pixel-8-release-date-news-price-features-and-spec-leaks',
        values: ['price'],
      },
    ],
  },
  'oneplus/13': { price: '$899' },
  'oneplus/13r': { price: '$599' },
  'oneplus/12': { price: '$799' },
  'oneplus/12r': {
    price: '$499',
    checked: [{ url: 'https://www.tomsguide.com/phones/google-pixel-phones/google-pixel-8a', values: ['price'] }],
  },
  'oneplus/11-5g': {
    price: '$699',
    checked: [
      {
        url: 'https://www.neowin.net/news/oneplus-12-to-debut-in-china-on-5th-december-with-snapdragon-8-gen-3-processor/',
        values: ['price'],
      },
    ],
  },
  'samsung/galaxy-s23': {
    price: '$799',
    checked: [
      { url: 'https://digitaltrends.com/mobile/samsung-galaxy-s25-release-date-price-specs-news', values: ['price'] },
    ],
  },
  'nothing/phone-2': { price: '$599' },
  'fairphone/5': {
    price: '€699',
    checked: [
      {
        url: 'https://tweakers.net/nieuws/213036/fairphone-brengt-fairphone-5-met-8-jaar-updates-uit-voor-699-euro.html',
        values: ['price'],
      },
    ],
  },
};

/** A wiki phone's launch list price, by `<company path>/<path>`; null when we know none. */
export const listPriceOf = (key: string): string | null => LIST_PRICES[key]?.price ?? null;

/** The pages that state a wiki phone's launch price, by `<company path>/<path>`. */
export const listPriceChecks = (key: string): SourceCheck<'price'>[] => LIST_PRICES[key]?.checked ?? [];
