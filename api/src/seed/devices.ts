import type { Queryable } from '../db/database';
import { slugify } from '../shared/errors';

/** The review catalogue behind the footer's category links; facts from the makers' product pages. */
const DEVICES: { category: string; brand: string; name: string; description: string }[] = [
  {
    category: 'Smartphones',
    brand: 'Apple',
    name: 'iPhone 17 Pro',
    description: '6.3-inch ProMotion display, A19 Pro, three 48 MP rear cameras.',
  },
  {
    category: 'Smartphones',
    brand: 'Samsung',
    name: 'Galaxy S25 Ultra',
    description: '6.9-inch QHD+ display, Snapdragon 8 Elite for Galaxy, built-in S Pen.',
  },
  {
    category: 'Smartphones',
    brand: 'Google',
    name: 'Pixel 9 Pro',
    description: '6.3-inch LTPO OLED, Tensor G4, 5x telephoto camera.',
  },
  {
    category: 'Tablets',
    brand: 'Apple',
    name: 'iPad Pro 13-inch (M4)',
    description: 'Ultra Retina XDR tandem OLED, Apple M4, 5.1 mm thin.',
  },
  {
    category: 'Tablets',
    brand: 'Samsung',
    name: 'Galaxy Tab S10 Ultra',
    description: '14.6-inch Dynamic AMOLED 2X, MediaTek Dimensity 9300+, S Pen included.',
  },
  {
    category: 'Tablets',
    brand: 'Google',
    name: 'Pixel Tablet',
    description: '10.95-inch LCD, Tensor G2, charging speaker dock.',
  },
  {
    category: 'Smartwatches',
    brand: 'Apple',
    name: 'Apple Watch Series 10',
    description: 'Wide-angle OLED display, S10 SiP, sleep apnoea notifications.',
  },
  {
    category: 'Smartwatches',
    brand: 'Samsung',
    name: 'Galaxy Watch7',
    description: 'Exynos W1000, BioActive sensor, Wear OS.',
  },
  {
    category: 'Smartwatches',
    brand: 'Google',
    name: 'Pixel Watch 3',
    description: 'Actua display, Fitbit health tracking, Loss of Pulse detection.',
  },
  {
    category: 'Earbuds',
    brand: 'Apple',
    name: 'AirPods Pro 2',
    description: 'H2 chip, active noise cancellation, USB-C MagSafe case.',
  },
  {
    category: 'Earbuds',
    brand: 'Sony',
    name: 'WF-1000XM5',
    description: 'Integrated Processor V2, noise cancelling, LDAC support.',
  },
  {
    category: 'Earbuds',
    brand: 'Samsung',
    name: 'Galaxy Buds3 Pro',
    description: 'Blade design, adaptive noise control, 24-bit Hi-Fi audio.',
  },
  {
    category: 'Accessories',
    brand: 'Apple',
    name: 'MagSafe Charger',
    description: 'Up to 25 W wireless charging for iPhone 16 and later.',
  },
  {
    category: 'Accessories',
    brand: 'Anker',
    name: 'Anker Prime Power Bank (26,250 mAh, 300 W)',
    description: 'Two USB-C ports at up to 140 W each, smart display.',
  },
  {
    category: 'Accessories',
    brand: 'Samsung',
    name: '45W Power Adapter',
    description: 'USB-C Super Fast Charging 2.0 for Galaxy phones and tablets.',
  },
];

export async function seedDevices(tx: Queryable): Promise<number> {
  for (const device of DEVICES) {
    // seed: upsert one device
    await tx.query(
      `INSERT INTO devices (category, brand, name, img, description) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (category, brand, name) DO UPDATE SET img = EXCLUDED.img, description = EXCLUDED.description`,
      [
        device.category,
        device.brand,
        device.name,
        `/media/devices/${slugify(`${device.brand} ${device.name}`)}.svg`,
        device.description,
      ],
    );
  }
  return DEVICES.length;
}
