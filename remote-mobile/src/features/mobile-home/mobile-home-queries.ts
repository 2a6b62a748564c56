import { gql } from 'urql';

export interface HomeMobile {
  company: string;
  path: string;
  name: string;
  description: string | null;
  price: string | null;
  img: string | null;
}

export interface CompareModel {
  name: string;
  Img: string | null;
  Path: string;
  Company: string;
  Description: string | null;
  Price: string | null;
}

export interface MobileComparePair {
  id: string;
  modelOne: CompareModel;
  modelTwo: CompareModel;
}

export const MobileHomePage_HomeMobilesQuery = gql<{ homeMobiles: HomeMobile[] }, Record<string, never>>`
  query MobileHomePage_HomeMobiles {
    homeMobiles {
      company
      path
      name
      description
      price
      img
    }
  }
`;

export const MobileHomePage_ComparePairsQuery = gql<{ mobileCompareModels: MobileComparePair[] }, Record<string, never>>`
  query MobileHomePage_ComparePairs {
    mobileCompareModels {
      id
      modelOne { name Img Path Company Description Price }
      modelTwo { name Img Path Company Description Price }
    }
  }
`;
