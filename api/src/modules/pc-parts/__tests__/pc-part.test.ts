import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PART_FIELDS =
  'id category manufacturer name releaseYear socket listPrice { amountCents currency source sourceUrl } specs';

describe('pcPart, the part page query', () => {
  it('answers one part with every field the catalogue lists for it, its list price and source included', async () => {
    const { pcPartPicker } = await visitor.data(
      `{ pcPartPicker(category: CPU, sort: PRICE, descending: true, limit: 1) { items { part { ${PART_FIELDS} } } } }`,
    );
    const listed = pcPartPicker.items[0].part;
    expect(listed.listPrice).not.toBeNull();

    const { pcPart } = await visitor.data(`query($id: ID!) { pcPart(id: $id) { ${PART_FIELDS} } }`, { id: listed.id });
    expect(pcPart).toEqual(listed);
    expect(pcPart).toMatchObject({ category: 'CPU', specs: { socket: listed.socket } });
  });

  it('answers null, not an error, for an id the catalogue does not have', async () => {
    const result = await visitor.request(`query($id: ID!) { pcPart(id: $id) { id name } }`, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ pcPart: null });
  });
});
