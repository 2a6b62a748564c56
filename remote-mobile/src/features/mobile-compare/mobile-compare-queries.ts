import { gql } from 'urql';
import { MobileSpecSheet_FeaturesFragment, type MobileFeatures } from '../../mobile-spec-sheet/mobile-feature-fragment';

export interface ComparedMobile {
  company: string;
  model: string;
  path: string;
  headerBanner: { title: string; images: string[]; price: string | null };
  features: MobileFeatures;
}

export const MobileComparePage_FeatureQuery = gql<{ mobileFeature: ComparedMobile | null }, { company: string; path: string }>`
  query MobileComparePage_Feature($company: String!, $path: String!) {
    mobileFeature(company: $company, path: $path) {
      company
      model
      path
      headerBanner { title images price }
      features {
        ...MobileSpecSheet_Features
      }
    }
  }
  ${MobileSpecSheet_FeaturesFragment}
`;

export interface MobileSearchResult {
  name: string;
  company: string;
  companyPath: string;
  path: string;
  series: string | null;
  img: string | null;
}

export const CompareSearch_SearchMobilesQuery = gql<{ searchMobiles: MobileSearchResult[] }, { searchKey: string }>`
  query CompareSearch_SearchMobiles($searchKey: String!) {
    searchMobiles(searchKey: $searchKey) {
      name
      company
      companyPath
      path
      series
      img
    }
  }
`;
