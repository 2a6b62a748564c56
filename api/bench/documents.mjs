// The GraphQL documents the API bench (bench.ts) and the sustained load run (scripts/load-bench.mjs) send: the
// ones the front ends send for a spec page, a listing and a search, spelled once so a schema change is made here.
// Plain JavaScript, so the load run imports it without a build.

export const PHONE_FEATURE = `query MobileModelPage_Feature($company: String!, $path: String!) { mobileFeature(company: $company, path: $path) {
  companyName companyPath model path series published highlights drawbacks
  headerBanner { title released colors liked disliked price images availablein { name url } }
  subHeaderBanner { screenResolution screenSize cameraResolution cameraVideo ram cpu battery chargingSpeed }
  features { availability { announced released } network { _2g _3g _4g _5g Sim } cpu { name size no_of_cores speed gpu }
    display { type screenSize resolution refresh_rate pixelDensity protectiveGlass } storage { internal internal_type external }
    ram { size type } rear_camera { cameras video zoom } front_camera { cameras video } sound { loud_speaker jack }
    wireless { bluetooth wifi nfc usb gps } battery { type capacity charging usage } } } }`;

export const LAPTOP_FEATURE = `query LaptopModelPage_Feature($company: String!, $path: String!) { laptopFeature(company: $company, path: $path) {
  companyName companyPath model path series highlights drawbacks sourceUrl
  headerBanner { title released colors liked disliked price images }
  features { availability { announced released } cpu { name size no_of_cores speed transistor_count gpu }
    display { type screenSize resolution refresh_rate brightness hdr aspectRatio } ram { size type }
    storage { internal internal_type external } camera { cameras video } wireless { wifi bluetooth ports nfc }
    sound { loud_speaker jack } battery { type capacity charging usage } build { material keyboard trackpad weight }
    os { preinstalled upgradeable } } } }`;

export const BIKE_FEATURE = `query BikeModelPage_Feature($company: String!, $path: String!) { getBikeFeature(company: $company, path: $path) {
  companyName companyPath model path series published highlights drawbacks engineType displacementCc maxPowerHp maxPowerRpm
  maxTorqueNm maxTorqueRpm mileage topSpeed kerbWeightKg seatHeightMm fuelTankCapacityL price imgs } }`;

const LIST_FIELDS = `data { companyName companyPath series name img ordinal path }
  pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }`;
export const PHONE_LIST = `query Listing($input: ModelListInput, $page: Int, $limit: Int) { mobileModels(input: $input, page: $page, limit: $limit) { ${LIST_FIELDS} } }`;
export const LAPTOP_LIST = `query Listing($input: ModelListInput, $page: Int, $limit: Int) { laptopModels(input: $input, page: $page, limit: $limit) { ${LIST_FIELDS} } }`;

const SEARCH_FIELDS = 'name companyName companyPath path series img';
export const PHONE_SEARCH = `query Search($searchKey: String!) { searchMobiles(searchKey: $searchKey) { ${SEARCH_FIELDS} } }`;
export const LAPTOP_SEARCH = `query Search($searchKey: String!) { searchLaptops(searchKey: $searchKey) { ${SEARCH_FIELDS} } }`;

export const COMMENT = `mutation Comment($category: String!, $brand: String!, $path: String!, $name: String!, $comment: String!) {
  createComment(category: $category, brand: $brand, path: $path, name: $name, comment: $comment) { id name comment } }`;
