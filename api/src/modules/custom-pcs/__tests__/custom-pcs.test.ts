import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  [owner, other, admin] = await Promise.all([
    signUpAndSignIn(server, 'owner@example.com'),
    signUpAndSignIn(server, 'other@example.com'),
    signUpAndSignIn(server, 'admin@example.com', { admin: true }),
  ]);
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PC =
  '_id userEmail name price createdAt updatedAt variants { _id category description price partId part { id name category socket } }';

describe('PC parts catalogue', () => {
  it('lists every part category with compatibility fields', async () => {
    for (const category of ['CPU', 'GPU', 'MOTHERBOARD', 'RAM', 'STORAGE', 'PSU', 'CASE', 'CPU_COOLER']) {
      const { pcParts } = await visitor.data(
        `query($c: PcPartCategory) { pcParts(category: $c, limit: 5) { id category manufacturer name releaseYear socket supportedSockets formFactor memoryType watts specs } }`,
        { c: category },
      );
      expect(pcParts.length).toBe(5);
      expect(pcParts.every((part: { category: string }) => part.category === category)).toBe(true);
    }
    const { cpus, boards } = await visitor.data(`{
      cpus: pcParts(category: CPU, search: "ryzen", limit: 3) { name socket watts specs }
      boards: pcParts(category: MOTHERBOARD, search: "AM5", limit: 3) { name socket memoryType formFactor }
    }`);
    expect(cpus[0].name).toMatch(/Ryzen/);
    expect(cpus[0].socket).toMatch(/^AM[45]$/);
    expect(cpus[0].specs.cores).toBeGreaterThan(0);
    expect(boards.length).toBeGreaterThan(0);
    expect(firstError(await visitor.request(`{ pcParts(limit: 1000) { id } }`)).extensions?.field).toBe('limit');
  });
});

describe('custom PCs', () => {
  it('belong to the signed-in user and are priced from their parts', async () => {
    const { pcParts } = await visitor.data(`{ pcParts(category: CPU, limit: 1) { id name } }`);
    const { createCustomPc } = await owner.data(
      `mutation($input: CustomPcInput!) { createCustomPc(input: $input) { ${PC} } }`,
      {
        input: {
          name: 'Gaming rig',
          variants: [
            { category: 'cpu', description: pcParts[0].name, price: 449.99, partId: pcParts[0].id },
            { category: 'gpu', description: 'RTX 5070', price: 549 },
          ],
        },
      },
    );
    expect(createCustomPc).toMatchObject({ userEmail: 'owner@example.com', name: 'Gaming rig', price: 998.99 });
    expect(createCustomPc.variants[0].part).toMatchObject({ id: pcParts[0].id, category: 'CPU' });
    const id = createCustomPc._id;

    expect((await owner.data(`{ myCustomPcs { _id } }`)).myCustomPcs).toEqual([{ _id: id }]);
    expect((await other.data(`{ myCustomPcs { _id } }`)).myCustomPcs).toEqual([]);
    expect((await owner.data(`query($id: ID!) { customPc(id: $id) { name } }`, { id })).customPc.name).toBe(
      'Gaming rig',
    );
    expect((await admin.data(`query($id: ID!) { customPc(id: $id) { name } }`, { id })).customPc.name).toBe(
      'Gaming rig',
    );
    expect(
      (await owner.data(`{ customPcsByUser(userEmail: "OWNER@example.com") { _id } }`)).customPcsByUser,
    ).toHaveLength(1);

    // Variants: add, update, remove.
    const added = (
      await owner.data(
        `mutation($id: ID!) { addVariantToCustomPc(customPcId: $id, variant: { category: "ram", description: "32 GB DDR5-6000", price: 99.5 }) { ${PC} } }`,
        { id },
      )
    ).addVariantToCustomPc;
    expect(added.variants).toHaveLength(3);
    expect(added.price).toBe(1098.49);
    const ram = added.variants.find((variant: { category: string }) => variant.category === 'ram');
    const updated = (
      await owner.data(
        `mutation($id: ID!, $v: ID!) { updateVariant(customPcId: $id, variantId: $v, variant: { category: "ram", description: "64 GB DDR5-6000", price: 189 }) { price variants { _id description } } }`,
        { id, v: ram._id },
      )
    ).updateVariant;
    expect(updated.variants.find((variant: { _id: string }) => variant._id === ram._id).description).toBe(
      '64 GB DDR5-6000',
    );
    const removed = (
      await owner.data(
        `mutation($id: ID!, $v: ID!) { removeVariantFromCustomPc(customPcId: $id, variantId: $v) { variants { _id } } }`,
        { id, v: ram._id },
      )
    ).removeVariantFromCustomPc;
    expect(removed.variants).toHaveLength(2);
    const renamed = (
      await owner.data(
        `mutation($id: ID!) { updateCustomPc(id: $id, input: { name: "Quiet rig" }) { name variants { _id } } }`,
        { id },
      )
    ).updateCustomPc;
    expect(renamed).toMatchObject({ name: 'Quiet rig' });
    expect(renamed.variants).toHaveLength(2);

    // Nobody else may read, change or delete it; only admins list everything.
    expect(
      firstError(await other.request(`query($id: ID!) { customPc(id: $id) { name } }`, { id })).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(
        await other.request(`mutation($id: ID!) { updateCustomPc(id: $id, input: { name: "Mine now" }) { name } }`, {
          id,
        }),
      ).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await other.request(`mutation($id: ID!) { deleteCustomPc(id: $id) }`, { id })).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(
        await other.request(
          `mutation($id: ID!) { addVariantToCustomPc(customPcId: $id, variant: { category: "gpu", description: "x", price: 1 }) { name } }`,
          { id },
        ),
      ).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(await other.request(`{ customPcsByUser(userEmail: "owner@example.com") { _id } }`)).extensions?.code,
    ).toBe('FORBIDDEN');
    expect(firstError(await other.request(`{ allCustomPcs { _id } }`)).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await visitor.request(`{ myCustomPcs { _id } }`)).extensions?.code).toBe('UNAUTHENTICATED');
    expect((await admin.data(`{ allCustomPcs { _id userEmail } }`)).allCustomPcs).toContainEqual({
      _id: id,
      userEmail: 'owner@example.com',
    });

    expect(await owner.data(`mutation($id: ID!) { deleteCustomPc(id: $id) }`, { id })).toEqual({
      deleteCustomPc: true,
    });
    expect(
      firstError(await owner.request(`query($id: ID!) { customPc(id: $id) { name } }`, { id })).extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const bad = firstError(
      await owner.request(
        `mutation { createCustomPc(input: { name: " ", variants: [{ category: "cpu", description: "x", price: -5 }, { category: "gpu", description: "y", price: 1, partId: "nope" }] }) { _id } }`,
      ),
    );
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    const fields = bad.extensions?.fields.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'variants.0.price', 'variants.1.partId']));
    expect((await owner.data(`{ myCustomPcs { _id } }`)).myCustomPcs).toEqual([]);
    expect(firstError(await owner.request(`{ customPc(id: "not-a-uuid") { _id } }`)).extensions?.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('devices and reviews', () => {
  it('lists devices by footer category and takes reviews from signed-in users only', async () => {
    const { devices } = await visitor.data(
      `{ devices(category: "smartwatches") { id category brand name img description averageRating reviews { id } } }`,
    );
    expect(devices.length).toBeGreaterThanOrEqual(3);
    expect(devices.every((device: { category: string }) => device.category === 'Smartwatches')).toBe(true);
    const id = devices[0].id;
    expect(
      firstError(
        await visitor.request(`mutation($id: ID!) { addReview(deviceId: $id, rating: 5, comment: "Great") { id } }`, {
          id,
        }),
      ).extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      firstError(
        await owner.request(`mutation($id: ID!) { addReview(deviceId: $id, rating: 9, comment: "Great") { id } }`, {
          id,
        }),
      ).extensions?.field,
    ).toBe('rating');
    const { addReview } = await owner.data(
      `mutation($id: ID!) { addReview(deviceId: $id, rating: 4, comment: "Comfortable all day") { id deviceId rating comment author createdAt } }`,
      { id },
    );
    expect(addReview).toMatchObject({ deviceId: id, rating: 4, author: 'Test User' });
    await other.data(`mutation($id: ID!) { addReview(deviceId: $id, rating: 5, comment: "Battery is great") { id } }`, {
      id,
    });
    const { device } = await visitor.data(
      `query($id: ID!) { device(id: $id) { averageRating reviews { rating comment } } }`,
      { id },
    );
    expect(device.averageRating).toBe(4.5);
    expect(device.reviews.map((entry: { comment: string }) => entry.comment)).toEqual([
      'Comfortable all day',
      'Battery is great',
    ]);
    expect((await visitor.data(`{ device(id: "999999") { id } }`)).device).toBeNull();
  });
});

describe('credits', () => {
  it('serves the attribution texts the data licences require', async () => {
    const { dataSources } = await visitor.data(
      `{ dataSources { id name usedFor licence licenceUrl sourceUrl attribution } }`,
    );
    const licences = dataSources.map((source: { licence: string }) => source.licence);
    expect(licences).toEqual(expect.arrayContaining(['CC BY-SA 3.0', 'ODC-By 1.0']));
    expect(dataSources.find((source: { id: string }) => source.id === 'lineageos-wiki').attribution).toMatch(
      /LineageOS/,
    );
  });
});
