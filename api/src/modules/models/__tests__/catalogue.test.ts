import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const LIST = `query($input: ModelListInput, $page: Int, $limit: Int) {
  mobileModels(input: $input, page: $page, limit: $limit) {
    data { companyName companyPath series name img ordinal path }
    pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }
  }
}`;

describe('mobile catalogue', () => {
  it('pages through one brand newest first', async () => {
    const first = await client.data(LIST, { input: { company: 'Google' }, page: 1, limit: 5 });
    const { data, pagination } = first.mobileModels;
    expect(data).toHaveLength(5);
    expect(pagination).toMatchObject({ currentPage: 1, itemsPerPage: 5, hasPreviousPage: false, hasNextPage: true });
    expect(pagination.totalItems).toBeGreaterThan(20);
    expect(pagination.totalPages).toBe(Math.ceil(pagination.totalItems / 5));
    expect(data.every((item: { companyPath: string }) => item.companyPath === 'google')).toBe(true);
    const last = await client.data(LIST, { input: { company: 'google' }, page: pagination.totalPages, limit: 5 });
    expect(last.mobileModels.pagination.hasNextPage).toBe(false);
  });

  it('refuses a page size above 100 with a field error', async () => {
    const error = firstError(await client.request(LIST, { limit: 500 }));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('searches phones by prefix, trimmed, and answers [] for a blank key', async () => {
    const { searchMobiles } = await client.data(
      `{ searchMobiles(searchKey: "  pixel 9 ") { name companyName companyPath path series img } }`,
    );
    expect(searchMobiles.length).toBeGreaterThan(2);
    expect(searchMobiles.map((hit: { name: string }) => hit.name)).toContain('Pixel 9');
    const iphones = await client.data(`{ searchMobiles(searchKey: "iph") { name } }`);
    expect(iphones.searchMobiles.map((hit: { name: string }) => hit.name)).toContain('iPhone 16 Pro');
    const blank = await client.data(`{ searchMobiles(searchKey: "   ") { name } }`);
    expect(blank.searchMobiles).toEqual([]);
    const odd = await client.data(`{ searchMobiles(searchKey: "'); drop table models; --") { name } }`);
    expect(odd.searchMobiles).toEqual([]);
  });

  it('serves a full mobile feature page, company case-insensitive', async () => {
    const { mobileFeature } = await client.data(`{
      mobileFeature(company: "APPLE", path: "iphone-16-pro") {
        companyName companyPath model path series published highlights drawbacks
        headerBanner { title released colors liked disliked price images availablein { name url } }
        subHeaderBanner { screenResolution screenSize cameraResolution cameraVideo ram cpu battery chargingSpeed }
        features {
          availability { announced released }
          network { _2g _3g _4g _5g Sim }
          cpu { name size no_of_cores speed transistor_count cpu_cache gpu }
          display { alwaysOnDisplay aspectRatio brightness curvedEdges displayRatio HDR panelBitDepth pixelDensity protection protectiveGlass refresh_rate resolution screenSize type }
          storage { internal internal_type external } ram { size type }
          rear_camera { cameras video zoom } front_camera { cameras video zoom }
          sound { loud_speaker jack }
          wireless { bluetooth color fm gps nfc usb wifi }
          battery { type capacity removable charging usage }
        }
      }
    }`);
    expect(mobileFeature).toMatchObject({
      companyName: 'Apple',
      companyPath: 'apple',
      model: 'iPhone 16 Pro',
      path: 'iphone-16-pro',
      published: true,
    });
    expect(mobileFeature.headerBanner.availablein).toHaveLength(4);
    expect(mobileFeature.headerBanner.price).toBe('$999');
    expect(mobileFeature.features.rear_camera.cameras).toHaveLength(3);
    const image = await fetch(`${server.url}${mobileFeature.headerBanner.images[0]}`);
    expect(image.status).toBe(200);
  });

  it('answers null for an unknown model', async () => {
    const { mobileFeature } = await client.data(`{ mobileFeature(company: "apple", path: "iphone-1") { model } }`);
    expect(mobileFeature).toBeNull();
  });

  it('lists home mobiles and compare pairs that point at real pages', async () => {
    const { homeMobiles, mobileCompareModels } = await client.data(`{
      homeMobiles { companyPath companyName path name description price img }
      mobileCompareModels { id modelOne { name img path companyPath companyName description price } modelTwo { name img path companyPath companyName description price } }
    }`);
    expect(homeMobiles.length).toBeGreaterThanOrEqual(6);
    expect(mobileCompareModels.length).toBeGreaterThanOrEqual(3);
    const pair = mobileCompareModels[0];
    const page = await client.data(
      `query($c: String!, $p: String!) { mobileFeature(company: $c, path: $p) { model } }`,
      { c: pair.modelTwo.companyPath, p: pair.modelTwo.path },
    );
    expect(page.mobileFeature.model).toBe(pair.modelTwo.name);
  });

  it('lists spec models by type and by company', async () => {
    const { specModelsByCompany } = await client.data(
      `{ specModelsByCompany(company: "OnePlus", type: "mobile") { id companyName companyPath name type img path ordinal } }`,
    );
    expect(specModelsByCompany.length).toBeGreaterThan(10);
    expect(specModelsByCompany[0]).toMatchObject({ companyName: 'OnePlus', companyPath: 'oneplus', type: 'mobile' });
    const bad = await client.request(`{ specModels(type: "toaster") { id } }`);
    expect(firstError(bad).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
  });
});

describe('laptop catalogue', () => {
  it('has one brand with more than one page of 15 laptops', async () => {
    const { laptopModels } = await client.data(
      `{ laptopModels(input: { company: "hp" }, page: 2, limit: 15) { data { name path companyName } pagination { totalItems totalPages currentPage hasPreviousPage } } }`,
    );
    expect(laptopModels.pagination.totalItems).toBeGreaterThan(15);
    expect(laptopModels.pagination).toMatchObject({ currentPage: 2, hasPreviousPage: true });
    expect(laptopModels.data.length).toBeGreaterThan(0);
  });

  it('serves a laptop feature page with every spec group', async () => {
    const { laptopFeature } = await client.data(`{
      laptopFeature(company: "Apple", path: "macbook-air-13-m4-2025") {
        companyName companyPath model path series published highlights drawbacks
        headerBanner { title released colors liked disliked price images }
        features {
          availability { announced released }
          cpu { name size no_of_cores speed gpu }
          display { type screenSize resolution refresh_rate brightness hdr aspectRatio }
          storage { internal internal_type external } ram { size type } memory { size type }
          camera { cameras video } sound { loud_speaker jack }
          wireless { bluetooth wifi nfc ports }
          battery { type capacity charging usage }
          build { material keyboard trackpad weight }
          os { preinstalled upgradeable }
        }
      }
    }`);
    expect(laptopFeature.headerBanner.price).toBe('$999 (US list price)');
    expect(laptopFeature.features.cpu.name).toBe('Apple M4');
    expect(laptopFeature.features.wireless.ports.length).toBeGreaterThan(1);
    expect(laptopFeature.features.memory).toEqual(laptopFeature.features.ram);
    expect(laptopFeature.features.os.preinstalled).toBe('macOS');
  });

  it('lists laptop compare pairs and searches laptops', async () => {
    const { laptopComparePairs, searchLaptops } = await client.data(`{
      laptopComparePairs { id laptopOne { name path companyPath companyName price img description } laptopTwo { name path companyPath } }
      searchLaptops(searchKey: "zephyrus") { name companyName companyPath path }
    }`);
    expect(laptopComparePairs.length).toBeGreaterThanOrEqual(3);
    expect(searchLaptops[0].name).toMatch(/Zephyrus/);
  });

  it('answers null for a laptop path under the wrong brand', async () => {
    const { laptopFeature } = await client.data(
      `{ laptopFeature(company: "dell", path: "macbook-air-13-m4-2025") { model } }`,
    );
    expect(laptopFeature).toBeNull();
  });
});

describe('media', () => {
  it('has a drawing for every seeded model image and brand logo', async () => {
    const { specModels, mobile, laptop, bike, getAllBikeFeatures, devices } = await client.data(`{
      specModels { img }
      mobile: companies(category: MOBILE) { logo } laptop: companies(category: LAPTOP) { logo } bike: companies(category: BIKE) { logo }
      getAllBikeFeatures { imgs }
      devices { img }
    }`);
    const urls = new Set<string>([
      ...specModels.map((model: { img: string }) => model.img),
      ...[...mobile, ...laptop, ...bike].map((company: { logo: string }) => company.logo),
      ...getAllBikeFeatures.flatMap((feature: { imgs: string[] }) => feature.imgs),
      ...devices.map((device: { img: string }) => device.img),
    ]);
    expect(urls.size).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\//);
      const response = await fetch(`${server.url}${url}`);
      if (response.status !== 200 || !(await response.text()).startsWith('<svg')) failures.push(url);
    }
    expect(failures).toEqual([]);
  });

  it('captions a drawing with the names as their makers write them', async () => {
    const captionOf = async (url: string) =>
      /<title>([^<]*)</.exec(await (await fetch(`${server.url}${url}`)).text())?.[1];
    expect(await captionOf('/media/phones/oneplus-13r.svg')).toBe('OnePlus 13R');
    expect(await captionOf('/media/logos/oneplus.svg')).toBe('OnePlus');
  });

  it('answers 404 for paths outside the drawings', async () => {
    expect((await fetch(`${server.url}/media/phones/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/unknown/x.svg`)).status).toBe(404);
  });
});

describe('bad input on list and search operations', () => {
  it('names the field that is wrong', async () => {
    const page = firstError(await client.request(`{ laptopModels(page: 0) { data { name } } }`));
    expect(page.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
    const long = 'x'.repeat(101);
    expect(
      firstError(await client.request(`query($k: String!) { searchLaptops(searchKey: $k) { name } }`, { k: long }))
        .extensions?.field,
    ).toBe('searchKey');
    expect(
      firstError(await client.request(`query($k: String!) { searchMobiles(searchKey: $k) { name } }`, { k: long }))
        .extensions?.field,
    ).toBe('searchKey');
    expect(
      firstError(
        await client.request(`query($k: String!) { mobileModels(input: { search: $k }) { data { name } } }`, {
          k: long,
        }),
      ).extensions?.field,
    ).toBe('search');
    expect(
      firstError(
        await client.request(`query($k: String!) { searchBikeFeatures(searchTerm: $k) { model } }`, { k: long }),
      ).extensions?.field,
    ).toBe('searchTerm');
    expect(
      (await client.data(`{ getBikeFeaturesByCompany(company: "Vespa") { model } }`)).getBikeFeaturesByCompany,
    ).toEqual([]);
    expect(
      (await client.data(`{ specModelsByCompany(company: "nobody", type: "laptop") { id } }`)).specModelsByCompany,
    ).toEqual([]);
  });
});
