import { graphql, type ResultOf } from '@gadgets/shared-ui';
import type { ModelCardProps } from '@gadgets/shared-ui/widgets';
import { bikeModelPath } from './bike-section';

/** What a listing asks of each bike it shows as a card (the brand page, the catalogue). */
export const BikeCard_Fragment = graphql(`
  fragment BikeCard on BikeFeature {
    companyName
    companyPath
    model
    path
    series
    price
    published
    img
  }
`);

export type ListedBike = ResultOf<typeof BikeCard_Fragment>;

/** What every bike card shows of its bike: the link to its page, its name, its picture. */
export function bikeCardOf(
  bike: Pick<ListedBike, 'companyPath' | 'path' | 'model'> & { img?: string | null },
): Pick<ModelCardProps, 'href' | 'name' | 'img'> {
  return {
    href: bikeModelPath(bike.companyPath, bike.path),
    name: bike.model,
    img: bike.img,
  };
}

/** 'Series · Brand', 'Bike · Brand' for a bike without a series. */
export const bikeSubtitleOf = (bike: Pick<ListedBike, 'series' | 'companyName'>) =>
  `${bike.series || 'Bike'} · ${bike.companyName}`;

/** The list price as the API writes it, or that it is not known yet. */
export const bikePriceOf = (bike: Pick<ListedBike, 'price'>) => bike.price || 'Price Available Soon';
