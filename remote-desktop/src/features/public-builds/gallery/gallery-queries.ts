import { graphql } from '@gadgets/shared-ui';
import { PublicBuildSummaryFields } from '../public-build-fields';

export const PublicBuildsGallery_BuildsQuery = graphql(
  `
    query PublicBuildsGallery_Builds($filter: PublicBuildFilter, $sort: PublicBuildSort, $page: Int, $limit: Int) {
      publicBuilds(filter: $filter, sort: $sort, page: $page, limit: $limit) {
        items {
          ...PublicBuildSummaryFields
        }
        pagination {
          currentPage
          totalPages
          totalItems
        }
      }
    }
  `,
  [PublicBuildSummaryFields],
);

/** The CPUs and cards the published builds have, with how many have each, for the filters. */
export const PublicBuildsGallery_FiltersQuery = graphql(`
  query PublicBuildsGallery_Filters {
    publicBuildFilterOptions {
      cpus {
        value
        count
      }
      gpus {
        value
        count
      }
    }
  }
`);
