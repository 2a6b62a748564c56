import type { Actor } from '../../actor';
import { CATALOGUE_MAX_LIMIT } from '../bikes/bike-catalogue-filter';
import type { SearchMatch, SearchMatcher } from './search-watch';

/** The finders a followed search is run with (each section's own service). */
interface SectionFinders {
  phones: { finder(input: never): Promise<{ items: FinderItem[] }> };
  laptops: { finder(input: never): Promise<{ items: FinderItem[] }> };
  /** Read lazily: the bike service is made after the follows it tells. */
  bikes: () => {
    finder(
      ctx: Actor,
      filter: unknown,
      options: { limit: number },
    ): Promise<{ items: { companyPath: string; path: string; companyName: string; model: string }[] }>;
  };
  pcParts: { followedSearchMatches(search: unknown): Promise<PartItem[]> };
}

interface FinderItem {
  companyPath: string;
  path: string;
  companyName: string;
  name: string;
}

interface PartItem {
  id: string;
  manufacturer: string;
  name: string;
}

/** A followed search runs as a visitor would see it: no drafts. */
const VISITOR: Actor = { clientIp: 'internal', viewer: async () => null };
/** One finder page, newest first: a model that starts matching is among them. */
const NEWEST_PAGE = { limit: 60, page: 1, sort: 'NEWEST' };

const modelMatch = (item: FinderItem): SearchMatch => ({
  key: `${item.companyPath}/${item.path}`,
  name: item.name.startsWith(item.companyName) ? item.name : `${item.companyName} ${item.name}`,
});

/**
 * A part by its catalogue id (the OpenDB record's, kept by every data release; a part has no page of its own), named as
 * the picker shows it, with its maker when the name leaves it out ("Force Series Gen.4 PCIe MP600 2TB" is Corsair's).
 */
const partMatch = (part: PartItem): SearchMatch => ({
  key: part.id,
  name: part.name.toLowerCase().startsWith(part.manufacturer.toLowerCase())
    ? part.name
    : `${part.manufacturer} ${part.name}`,
});

/** How each watched section runs a followed search's filter (see SearchMatcher). */
export function sectionMatchers({ phones, laptops, bikes, pcParts }: SectionFinders): Record<string, SearchMatcher> {
  return {
    mobile: async (filter) => (await phones.finder({ filter, ...NEWEST_PAGE } as never)).items.map(modelMatch),
    laptop: async (filter) => (await laptops.finder({ filter, ...NEWEST_PAGE } as never)).items.map(modelMatch),
    bike: async (filter) =>
      (await bikes().finder(VISITOR, filter, { limit: CATALOGUE_MAX_LIMIT })).items.map((bike) => ({
        key: `${bike.companyPath}/${bike.path}`,
        name: `${bike.companyName} ${bike.model}`,
      })),
    desktop: async (search) => (await pcParts.followedSearchMatches(search)).map(partMatch),
  };
}
