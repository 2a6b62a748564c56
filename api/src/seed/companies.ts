import { toPath } from '../shared/errors';
import type { CatalogueSectionName } from '../shared/sections';

export interface CompanySeed {
  category: CatalogueSectionName;
  name: string;
  path: string;
  logo: string;
  ordinal: number;
}

/** Brand order is the order a visitor sees in the brand strips. */
const BRANDS: Record<CatalogueSectionName, string[]> = {
  mobile: [
    'Apple',
    'Samsung',
    'Google',
    'OnePlus',
    'Xiaomi',
    'Motorola',
    'Sony',
    'Nothing',
    'ASUS',
    'Fairphone',
    'Nokia',
    'LG',
    'Realme',
    'Huawei',
    'Nubia',
    'Lenovo',
    'ZTE',
    'BQ',
    'OSOM',
    'Razer',
    'SHIFT',
    'Smartisan',
    'Solana',
    'Yandex',
    'Zinwa',
  ],
  laptop: ['Apple', 'Dell', 'HP', 'Lenovo', 'ASUS', 'Acer', 'Samsung', 'MSI', 'Razer', 'Gigabyte', 'MAINGEAR'],
  bike: [
    'Honda',
    'Yamaha',
    'Kawasaki',
    'Suzuki',
    'Royal Enfield',
    'KTM',
    'Ducati',
    'BMW',
    'Triumph',
    'Harley-Davidson',
  ],
};

export function logoUrl(name: string): string {
  return `/media/logos/${toPath(name)}.svg`;
}

export function companySeeds(): CompanySeed[] {
  return (Object.keys(BRANDS) as CatalogueSectionName[]).flatMap((category) =>
    BRANDS[category].map((name, index) => ({
      category,
      name,
      path: toPath(name),
      logo: logoUrl(name),
      ordinal: index + 1,
    })),
  );
}
