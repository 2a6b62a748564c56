import { BANNER_FIELDS, sectionQueryFields, SPEC_DOCUMENT_FIELDS } from '../models/schema';

/** The phone pages' types and queries (home, compare pairs, list, search and the feature document) as the spec names them. */
export const phonePageTypeDefs = /* GraphQL */ `
  type HomeMobile {
    "Brand path (lower-case, no spaces) for links: /mobile/{companyPath}/{path}."
    companyPath: String!
    "Brand name as people read it."
    companyName: String!
    path: String!
    name: String!
    description: String
    price: String
    img: String
  }

  type MobileComparePair {
    id: ID!
    modelOne: CompareModel!
    modelTwo: CompareModel!
  }

  type RetailerLink {
    name: String!
    url: String!
  }

  type MobileHeaderBanner implements Banner {
    ${BANNER_FIELDS}
    "Four retailer links."
    availablein: [RetailerLink!]!
  }

  type SubHeaderBanner {
    screenResolution: String
    screenSize: String
    cameraResolution: String
    cameraVideo: String
    ram: String
    cpu: String
    battery: String
    chargingSpeed: String
  }

  type Availability {
    announced: String
    released: String
  }

  "Network bands; _2g.._5g list the bands or technologies per generation."
  type Network {
    _2g: String
    _3g: String
    _4g: String
    _5g: String
    Sim: String
  }

  type Cpu {
    name: String
    size: String
    no_of_cores: String
    speed: String
    transistor_count: String
    cpu_cache: String
    gpu: String
  }

  type MobileDisplay {
    alwaysOnDisplay: String
    aspectRatio: String
    brightness: String
    curvedEdges: String
    displayRatio: String
    HDR: String
    panelBitDepth: String
    pixelDensity: String
    protection: String
    protectiveGlass: String
    refresh_rate: String
    resolution: String
    screenSize: String
    type: String
  }

  type Storage {
    internal: String
    internal_type: String
    external: String
  }

  type Ram {
    size: String
    type: String
  }

  type Camera {
    cameras: [String!]!
    video: String
    zoom: String
  }

  type Sound {
    loud_speaker: String
    jack: String
  }

  type MobileWireless {
    bluetooth: String
    color: String
    fm: String
    gps: String
    nfc: String
    usb: String
    wifi: String
  }

  type MobileBattery {
    type: String
    capacity: String
    removable: String
    charging: String
    usage: String
  }

  type MobileFeatures {
    availability: Availability!
    network: Network!
    cpu: Cpu!
    display: MobileDisplay!
    storage: Storage!
    ram: Ram!
    rear_camera: Camera!
    front_camera: Camera!
    sound: Sound!
    wireless: MobileWireless!
    battery: MobileBattery!
  }

  type MobileFeature implements SpecDocument {
    ${SPEC_DOCUMENT_FIELDS}
    headerBanner: MobileHeaderBanner!
    subHeaderBanner: SubHeaderBanner!
    features: MobileFeatures!
    "Where the facts come from (e.g. the LineageOS wiki page), when known."
    sourceUrl: String
    "Battery, display size, refresh rate and price against the listed phones that state them."
    standing: [SpecStanding!]!
  }

  extend type Query {
    homeMobiles: [HomeMobile!]!
    mobileCompareModels: [MobileComparePair!]!
    ${sectionQueryFields({ list: 'mobileModels', search: 'searchMobiles', feature: 'mobileFeature', featureType: 'MobileFeature' })}
  }
`;
