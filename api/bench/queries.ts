/** The finder and picker documents the scenarios send, with their fixed and per-request (uncached) variables. */

export const PICKER = `query Picker($category: PcPartCategory!, $filter: PcPartFilter, $compatibleWith: [ID!], $sort: PcPartSortField, $descending: Boolean, $page: Int, $limit: Int) {
  pcPartPicker(category: $category, filter: $filter, compatibleWith: $compatibleWith, sort: $sort, descending: $descending, page: $page, limit: $limit) {
    items { compatible problems { severity message } part { id name manufacturer category socket memoryType formFactor watts listPrice { amountCents currency } } }
    pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage } manufacturers } }`;
export const PICKER_CPUS = { category: 'CPU', sort: 'PRICE', descending: true, page: 1, limit: 20 };
const PICKER_CATEGORIES = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE', 'CPU_COOLER'];
const PICKER_SORTS = ['NAME', 'PRICE', 'RELEASE_YEAR', 'TDP', 'WATTAGE'];
/** A different picker page on every request: category, sort, direction and page vary (no build, so no part ids). */
export const uncachedPicker = (index: number) => ({
  category: PICKER_CATEGORIES[index % 8],
  sort: PICKER_SORTS[Math.floor(index / 8) % 5],
  descending: index % 2 === 0,
  page: 1 + (index % 5),
  limit: 20,
});
/** AMD Ryzen 7 9700X (AM5) from api/data/pc-parts/cpus.json.gz: the picker then applies the build's rules. */
const AM5_CPU = '09086e21-4979-41ba-a451-3f8bb1c9cc55';
/** Parts that fit a build with that CPU, a different slot, order and page on every request. */
export const uncachedBuildPicker = (index: number) => ({
  category: ['CPU_COOLER', 'MOTHERBOARD', 'RAM', 'CASE'][index % 4],
  compatibleWith: [AM5_CPU],
  sort: ['NAME', 'PRICE'][Math.floor(index / 4) % 2],
  descending: index % 3 === 0,
  page: 1 + (index % 4),
  limit: 20,
});
export const LISTING_BRANDS = ['samsung', 'google', 'xiaomi', 'motorola', 'oneplus', 'sony', 'nokia', 'asus'];

export const FINDER = `query Finder($filter: LaptopFinderFilter, $sort: LaptopSort, $page: Int, $limit: Int) {
  laptopFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath companyName name path img listPriceCents currency screenInches ramGb storageGb weightKg batteryWh releaseYear }
    totalCount pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage } } }`;
export const FINDER_LIGHT = { filter: { minRamGb: 16, maxWeightKg: 2 }, sort: 'WEIGHT_ASC', page: 1, limit: 12 };
const RAM = [8, 16, 32, 64];
const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'WEIGHT_ASC', 'NEWEST', 'BATTERY_DESC'];
/** A different finder question on every request (price cap varies, so no count or result cache can answer). */
export const uncachedFinder = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [['hp', 'dell', 'asus', 'lenovo', 'apple'][index % 5]] } : {}),
    minRamGb: RAM[index % 4],
    maxWeightKg: 1.2 + (index % 7) * 0.3,
    maxPriceCents: 60_000 + (index % 997) * 300,
    ...(index % 3 === 0 ? { gpuKind: 'DEDICATED' } : {}),
  },
  sort: SORTS[index % 5],
  page: 1 + (index % 3),
  limit: 12,
});

export const PHONE_FINDER = `query PhoneFinder_Results($filter: PhoneFinderFilter, $sort: PhoneSort, $page: Int, $limit: Int) {
  phoneFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { companyPath companyName name path img listPriceCents currency displayInches refreshHz ramGb storageGb batteryMah mainCameraMp has5g }
    totalCount pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage }
    optionCounts { key values counts } brands { companyPath companyName } releaseYears } }`;
export const PHONE_FINDER_5G = {
  filter: { has5g: true, nfc: true, minBatteryMah: 5000, maxPriceCents: 59_999 },
  sort: 'NEWEST',
  page: 1,
  limit: 15,
};
const PHONE_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BATTERY_DESC', 'DISPLAY_DESC', 'DISPLAY_ASC'];
/** A different phone finder question on every request, with every option's count, as the finder page asks. */
export const uncachedPhoneFinder = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [LISTING_BRANDS[index % 8]] } : {}),
    ...(index % 3 === 0 ? { has5g: true } : {}),
    ...(index % 4 === 0 ? { nfc: true } : {}),
    minBatteryMah: 3000 + (index % 7) * 500,
    maxPriceCents: 30_000 + (index % 997) * 100,
    ...(index % 5 === 0 ? { minRamGb: 8 } : {}),
  },
  sort: PHONE_SORTS[index % 6],
  page: 1 + (index % 3),
  limit: 15,
});

/** The bike catalogue page's question (remote-bike's BikeCataloguePage_Search), with every option's count. */
export const BIKE_CATALOGUE = `query BikeCataloguePage_Search($filter: BikeCatalogFilter!, $sort: BikeCatalogSort, $page: Int, $limit: Int) {
  searchBikeCatalog(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    total priceCurrencies pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }
    optionCounts { key values counts }
    items { companyName companyPath model path series engineType displacementCc maxPowerHp price published highlights img } } }`;
const BIKE_BRANDS = ['honda', 'yamaha', 'kawasaki', 'suzuki', 'royalenfield', 'ktm', 'ducati', 'bmw', 'triumph'];
const BIKE_SORTS = ['BRAND', 'DISPLACEMENT_DESC', 'DISPLACEMENT_ASC', 'POWER_DESC', 'MILEAGE_DESC'];
/** A different catalogue question on every request: brand, engine sizes, a price cap in rupees, sort and page vary. */
export const uncachedBikeCatalogue = (index: number) => ({
  filter: {
    ...(index % 2 === 0 ? { companyPaths: [BIKE_BRANDS[index % 9]] } : {}),
    minDisplacementCc: [100, 125, 150, 200, 250, 300][index % 6],
    ...(index % 3 === 0 ? { maxDisplacementCc: [400, 500, 650, 750, 900, 1000, 1200][index % 7] } : {}),
    ...(index % 4 === 0 ? { priceCurrency: 'INR', maxPrice: 100_000 + (index % 997) * 1_000 } : {}),
  },
  sort: BIKE_SORTS[index % 5],
  page: 1 + (index % 3),
  limit: 24,
});

/** The picker as the builder asks it: a page and every filter option's count (the real catalogue, 33,000 parts). */
export const PICKER_WITH_COUNTS = `query PickerWithCounts($category: PcPartCategory!, $filter: PcPartFilter, $compatibleWith: [ID!], $sort: PcPartSortField, $descending: Boolean, $page: Int, $limit: Int) {
  pcPartPicker(category: $category, filter: $filter, compatibleWith: $compatibleWith, sort: $sort, descending: $descending, page: $page, limit: $limit) {
    items { compatible problems { severity message } part { id name manufacturer category listPrice { amountCents currency kind } specs } }
    pagination { currentPage totalPages totalItems hasNextPage hasPreviousPage } manufacturers optionCounts { key values counts } } }`;
/** A filter of each category's own (PART_FILTERS), so counts are taken with one of them set. */
const CATEGORY_FILTERS: [category: string, fields: unknown[]][] = [
  [
    'GPU',
    [
      { field: 'chipsetMaker', values: ['NVIDIA'] },
      { field: 'length', max: 300 },
    ],
  ],
  ['CPU', [{ field: 'cores', min: 8 }]],
  ['MOTHERBOARD', [{ field: 'formFactor', values: ['ATX'] }]],
  [
    'RAM',
    [
      { field: 'memoryType', values: ['DDR5'] },
      { field: 'capacity', min: 32 },
    ],
  ],
  ['STORAGE', [{ field: 'storageType', values: ['SSD'] }]],
  ['PSU', [{ field: 'wattage', min: 750 }]],
  ['CASE', [{ field: 'gpuLength', min: 330 }]],
  ['CPU_COOLER', [{ field: 'coolerType', values: ['air'] }]],
  ['CASE_FAN', [{ field: 'fanSize', values: ['120 mm'] }]],
  ['MONITOR', [{ field: 'refreshRate', min: 144 }]],
];
/** A different question on every request: category, its filter (on or off), an AM5 build (or none), sort and page. */
export const uncachedPickerWithCounts = (index: number) => {
  const [category, fields] = CATEGORY_FILTERS[index % CATEGORY_FILTERS.length]!;
  return {
    category,
    filter: index % 3 === 0 ? {} : { fields },
    ...(index % 2 === 0 ? { compatibleWith: [AM5_CPU] } : {}),
    sort: PICKER_SORTS[Math.floor(index / 10) % 5],
    descending: index % 4 === 0,
    page: 1 + (index % 3),
    limit: 20,
  };
};
