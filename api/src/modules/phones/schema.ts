import { finderItemFields } from '../models/schema';

export const phoneTypeDefs = /* GraphQL */ `
  "Display technology family, from the spec sheet's panel type."
  enum PhonePanel {
    OLED
    LCD
  }

  "Who made the phone's chipset."
  enum PhoneChipsetMaker {
    QUALCOMM
    MEDIATEK
    APPLE
    GOOGLE
    SAMSUNG
    HISILICON
  }

  "Finder order; phones without the sorted number come last."
  enum PhoneSort {
    NEWEST
    PRICE_ASC
    PRICE_DESC
    BATTERY_DESC
    DISPLAY_DESC
    DISPLAY_ASC
    "Best rated first: the average of the visible reviews, then the more reviews; phones without reviews last."
    RATING_DESC
  }

  "Every field is optional; lists match any of their values; bounds are inclusive; true asks for the feature. A phone whose sheet does not state a value never matches a filter on it."
  input PhoneFinderFilter {
    "Brand paths (lower-case, no spaces), e.g. [\\"samsung\\", \\"google\\"]; at most 20."
    companyPaths: [String!]
    "US list price at launch, in cents."
    minPriceCents: Int
    maxPriceCents: Int
    minReleaseYear: Int
    maxReleaseYear: Int
    minDisplayInches: Float
    maxDisplayInches: Float
    "The shorter side of the display in pixels (1080 for Full HD+)."
    minResolutionPx: Int
    minRefreshHz: Int
    panels: [PhonePanel!]
    chipsetMakers: [PhoneChipsetMaker!]
    "The largest memory version sold."
    minRamGb: Float
    "The largest storage version sold."
    minStorageGb: Int
    "The highest-resolution rear camera."
    minMainCameraMp: Float
    "The battery's capacity in mAh (the address's minBatteryMah, the items' batteryMah)."
    minBatteryMah: Int
    minWiredChargingW: Float
    "The IP code's two digits: 68 for IP68."
    minIpRating: Int
    cardSlot: Boolean
    wirelessCharging: Boolean
    has5g: Boolean
    nfc: Boolean
    headphoneJack: Boolean
  }

  "One finder match with the numbers people compare; null means the phone's spec sheet does not state it."
  type PhoneFinderItem {
    ${finderItemFields('mobile')}
    releaseYear: Int
    displayInches: Float
    resolutionShortPx: Int
    refreshHz: Int
    panel: PhonePanel
    chipsetMaker: PhoneChipsetMaker
    ramGb: Float
    storageGb: Int
    cardSlot: Boolean
    mainCameraMp: Float
    batteryMah: Int
    wiredChargingW: Float
    wirelessCharging: Boolean
    has5g: Boolean
    nfc: Boolean
    headphoneJack: Boolean
    ipRating: Int
  }

  type PhoneFinderBrand {
    companyPath: String!
    companyName: String!
  }

  "The phone finder's answer (FinderAnswer), with the brands and years its filters offer."
  type PhoneFinderPage implements FinderAnswer {
    items: [PhoneFinderItem!]!
    "Number of phones matching the filter (all pages)."
    totalCount: Int!
    pagination: PaginationInfo!
    "Computed only when asked for: every filter field's options with the number of phones each would leave."
    optionCounts: [FinderOptionCounts!]!
    "Computed only when asked for: the price, display size and battery ranges as histograms."
    histograms: [FinderHistogram!]!
    "The brands the finder offers, over the whole catalogue."
    brands: [PhoneFinderBrand!]!
    "The release years the finder offers, newest first."
    releaseYears: [Int!]!
  }

  extend type Query {
    "Phones by the numbers. Pages are 1-based; limit is 1..60 (default 15); sort defaults to NEWEST."
    phoneFinder(filter: PhoneFinderFilter, sort: PhoneSort = NEWEST, page: Int = 1, limit: Int = 15): PhoneFinderPage!
  }
`;
