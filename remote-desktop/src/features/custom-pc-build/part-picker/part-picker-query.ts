import { graphql } from '@gadgets/shared-ui';
import { FinderOptionCountsFields, PaginationFields } from '@gadgets/shared-ui/widgets';
import { BuildPartFields } from '../build-part-fields';

/** One page of candidates for a slot; the API runs the compatibility rules on stored columns. */
export const PartPicker_PickerQuery = graphql(
  `
    query PartPicker_Picker(
      $category: PcPartCategory!
      $filter: PcPartFilter
      $compatibleWith: [ID!]
      $compatibleOnly: Boolean
      $sort: PcPartSortField
      $descending: Boolean
      $page: Int
      $limit: Int
    ) {
      pcPartPicker(
        category: $category
        filter: $filter
        compatibleWith: $compatibleWith
        compatibleOnly: $compatibleOnly
        sort: $sort
        descending: $descending
        page: $page
        limit: $limit
      ) {
        items {
          compatible
          problems {
            severity
            message
          }
          part {
            ...BuildPartFields
          }
        }
        totalCount
        pagination {
          ...PaginationFields
        }
        manufacturers
        optionCounts {
          ...FinderOptionCountsFields
        }
      }
    }
  `,
  [BuildPartFields, PaginationFields, FinderOptionCountsFields],
);
