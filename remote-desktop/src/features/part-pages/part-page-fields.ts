import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { listPriceText } from '@gadgets/shared-ui/widgets';

/** What a part page and a comparison column read of a part. */
export const PartPageFields = graphql(`
  fragment PartPageFields on PcPart {
    id
    category
    manufacturer
    name
    releaseYear
    listPrice {
      amountCents
      currency
      kind
      sources {
        title
        url
      }
    }
    specs
  }
`);

export type PagePart = ResultOf<typeof PartPageFields>;
/** A launch price as a row or a line reads it: '$399 list price', or 'from $299 list price' for a chipset's. */
export function launchPriceText(price: PagePart['listPrice']): string | null {
  const text = price && listPriceText(price.amountCents, price.currency);
  if (!price || !text) return null;
  return price.kind === 'CHIPSET' ? `from ${text}` : text;
}

/** The API's name of a category (`CPU_COOLER`). */
export type PartCategoryName = PagePart['category'];

/** `cpu_cooler` (an address) -> `CPU_COOLER` (the API). */
export const partCategoryNameOf = (category: string) => category.toUpperCase() as PartCategoryName;

export function specsOf(part: Pick<PagePart, 'specs'>): Record<string, unknown> {
  return part.specs !== null && typeof part.specs === 'object' ? (part.specs as Record<string, unknown>) : {};
}
