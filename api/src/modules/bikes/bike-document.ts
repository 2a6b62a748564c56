import { specDocumentModel } from '../models/service';
import { bikeImage } from './bike-image';
import type { BikeCreateInput, BikeUpdateInput } from './bike-input';
import { listPriceFromText, listPriceText } from './list-price';
import type { BikeColumns, BikeRow } from './store';

const LIST_FIELDS = ['highlights', 'drawbacks', 'additionalFeatures', 'coloursAvailable', 'imgs'] as const;
/** Kept in columns, not in the detail document. */
const COLUMN_FIELDS = ['company', 'model', 'path', 'published', 'listPrice', 'priceCurrency'];

const stringList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** A stored row as the GraphQL BikeFeature. */
export function bikeFeature(row: BikeRow) {
  const detail = row.detail;
  const stored = stringList(detail.imgs);
  const imgs = stored.length > 0 ? stored : row.img ? [row.img] : [];
  // Object.assign, not spreads: V8 builds this object about 25 times slower from spreads (a catalogue page's CPU).
  return Object.assign({}, detail, { id: String(row.id) }, specDocumentModel(row), {
    price: row.price,
    listPrice: row.list_price,
    priceCurrency: row.price_currency,
    sourceUrl: (detail.sourceUrl as string | undefined) ?? null,
    highlights: stringList(detail.highlights),
    drawbacks: stringList(detail.drawbacks),
    additionalFeatures: stringList(detail.additionalFeatures),
    coloursAvailable: stringList(detail.coloursAvailable),
    imgs,
    img: imgs[0] ?? null,
  });
}

export interface ListPriceColumns {
  listPrice: number | null;
  priceCurrency: string | null;
}

/**
 * The detail document after applying validated input to `base` (omitted fields keep their value, null clears), with
 * the list price: a number and currency from the input win and write the display text when none is given; otherwise
 * the number is read from a new price text, once, here.
 */
export function applyInput(
  input: BikeCreateInput | BikeUpdateInput,
  base: Record<string, unknown>,
  basePrice: ListPriceColumns,
) {
  const detail: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(input)) {
    if (COLUMN_FIELDS.includes(key) || value === undefined) continue;
    detail[key] = value === null && (LIST_FIELDS as readonly string[]).includes(key) ? [] : value;
  }
  let price: ListPriceColumns = basePrice;
  if (typeof input.listPrice === 'number' && input.priceCurrency) {
    price = { listPrice: input.listPrice, priceCurrency: input.priceCurrency };
    if (!input.price) detail.price = listPriceText(input.listPrice, input.priceCurrency);
  } else if (input.listPrice === null) {
    price = { listPrice: null, priceCurrency: null };
  } else if (input.price !== undefined) {
    price = listPriceFromText(typeof input.price === 'string' ? input.price : null);
  }
  return { detail, price };
}

export function columnsFrom(
  key: { company: string; companyPath: string; path: string },
  detail: Record<string, unknown>,
  price: ListPriceColumns,
  name: string,
  published: boolean,
): BikeColumns {
  const imgs = stringList(detail.imgs);
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    ...key,
    name,
    series: (detail.series as string | null | undefined) ?? null,
    img: imgs[0] ?? bikeImage(key.companyPath, key.path),
    published,
    price: (detail.price as string | null | undefined) ?? null,
    listPrice: price.listPrice,
    priceCurrency: price.priceCurrency,
    powerHp: number(detail.maxPowerHp),
    torqueNm: number(detail.maxTorqueNm),
    displacementCc: number(detail.displacementCc),
    topSpeed: typeof detail.topSpeed === 'number' ? String(detail.topSpeed) : null,
    mileageKmpl: number(detail.mileage),
    detail,
  };
}
