import { centsOf, defineFinder, numberFields } from '@gadgets/shared-ui/widgets';

/** Newest first by default; the most liked first on request (ties: the newer first). */
const GALLERY_SORTS = [
  { value: 'NEWEST', slug: 'newest', label: 'Newest first' },
  { value: 'MOST_LIKED', slug: 'most-liked', label: 'Most liked first' },
] as const;

/**
 * The gallery's filters in the address (`/desktop/builds?cpu=AMD+Ryzen+7+7700X&maxPrice=1500&sort=most-liked`): the CPU
 * by its name, the card by its chipset, each named as the API's argument; the total's range in whole dollars, so it
 * keeps its own names (the API's minPriceCents and maxPriceCents).
 */
export const GALLERY_FINDER = defineFinder(
  { cpu: { kind: 'text' }, gpu: { kind: 'text' }, ...numberFields('minPrice', 'maxPrice') },
  GALLERY_SORTS,
);

export type GalleryState = typeof GALLERY_FINDER.empty;

/** The API filter of the gallery's state. */
export function galleryFilterOf(state: GalleryState) {
  return {
    cpu: state.cpu ?? null,
    gpu: state.gpu ?? null,
    minPriceCents: centsOf(state.minPrice) ?? null,
    maxPriceCents: centsOf(state.maxPrice) ?? null,
  };
}
