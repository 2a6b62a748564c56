import { gql } from 'urql';
import { MobileSpecSheet_FeaturesFragment, type MobileFeatures } from '../../mobile-spec-sheet/mobile-feature-fragment';

export interface MobileFeatureDetail {
  company: string;
  model: string;
  path: string;
  series: string | null;
  published: boolean;
  highlights: string[];
  drawbacks: string[];
  sourceUrl: string | null;
  headerBanner: {
    title: string;
    released: string | null;
    colors: string[];
    liked: number;
    disliked: number;
    price: string | null;
    images: string[];
    availablein: { name: string; url: string }[];
  };
  subHeaderBanner: {
    screenResolution: string | null;
    screenSize: string | null;
    cameraResolution: string | null;
    cameraVideo: string | null;
    ram: string | null;
    cpu: string | null;
    battery: string | null;
    chargingSpeed: string | null;
  };
  features: MobileFeatures;
}

export const MobileModelPage_FeatureQuery = gql<{ mobileFeature: MobileFeatureDetail | null }, { company: string; path: string }>`
  query MobileModelPage_Feature($company: String!, $path: String!) {
    mobileFeature(company: $company, path: $path) {
      company
      model
      path
      series
      published
      highlights
      drawbacks
      sourceUrl
      headerBanner {
        title
        released
        colors
        liked
        disliked
        price
        images
        availablein { name url }
      }
      subHeaderBanner {
        screenResolution
        screenSize
        cameraResolution
        cameraVideo
        ram
        cpu
        battery
        chargingSpeed
      }
      features {
        ...MobileSpecSheet_Features
      }
    }
  }
  ${MobileSpecSheet_FeaturesFragment}
`;
