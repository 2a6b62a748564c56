import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
let owner: TestClient;
let other: TestClient;
let admin: TestClient;
let visitor: TestClient;

/** Parts of the catalogue the builds use: two CPUs and two cards of other chipsets, priced ones first. */
type ListPrice = { amountCents: number; kind: 'PART' | 'CHIPSET' } | null;
let cpus: { id: string; name: string; listPrice: ListPrice }[];
let gpus: { id: string; name: string; specs: { chipset?: string }; listPrice: ListPrice }[];
let caseId: string;

beforeAll(async () => {
  server = await startTestApi();
  [owner, other, admin] = await Promise.all([
    signUpAndSignIn(server, 'builder@example.com', { name: 'Grace Builder' }),
    signUpAndSignIn(server, 'fan@example.com', { name: 'Ada Fan' }),
    signUpAndSignIn(server, 'moderator@example.com', { admin: true }),
  ]);
  visitor = new TestClient(server.url);
  const picked = await visitor.data(`{
    cpus: pcPartPicker(category: CPU, compatibleOnly: false, sort: PRICE, limit: 2) { items { part { id name listPrice { amountCents kind } } } }
    gpus: pcPartPicker(category: GPU, compatibleOnly: false, sort: PRICE, limit: 50) { items { part { id name specs listPrice { amountCents kind } } } }
    cases: pcPartPicker(category: CASE, compatibleOnly: false, limit: 1) { items { part { id } } }
  }`);
  cpus = picked.cpus.items.map((item: { part: unknown }) => item.part);
  const allGpus = picked.gpus.items.map((item: { part: unknown }) => item.part) as typeof gpus;
  // Two cards of different chipsets: the gallery filters by the chipset.
  gpus = [allGpus[0]!, allGpus.find((gpu) => gpu.specs.chipset !== allGpus[0]!.specs.chipset)!];
  caseId = picked.cases.items[0].part.id;
});
afterAll(() => server.close());

const SAVE = `mutation($input: CustomPcInput!) { createCustomPc(input: $input) { _id publishedAt } }`;
const PUBLISH = `mutation($id: ID!) { publishCustomPc(id: $id) { _id publishedAt } }`;
const UNPUBLISH = `mutation($id: ID!) { unpublishCustomPc(id: $id) { _id publishedAt } }`;
const PUBLIC = `query($id: ID!) { publicBuild(id: $id) {
  id name authorName cpu gpu likeCount publishedAt updatedAt
  parts { category name partId price { amountCents kind sourceUrl } }
  total { amountCents pricedCount partCount currency }
  compatibility { problems { rule severity message } unchecked estimatedWattage recommendedPsuWattage }
} }`;
const GALLERY = `query($filter: PublicBuildFilter, $sort: PublicBuildSort, $page: Int, $limit: Int) {
  publicBuilds(filter: $filter, sort: $sort, page: $page, limit: $limit) {
    items { id name likeCount total { amountCents } }
    pagination { currentPage totalPages totalItems hasNextPage }
  }
}`;
const LIKE = `mutation($id: ID!, $liked: Boolean!) { likePublicBuild(id: $id, liked: $liked) { likeCount likedByMe } }`;

type Line = { category: string; description: string; price: number; partId?: string };

async function saveBuild(client: TestClient, name: string, variants: Line[]): Promise<string> {
  return (await client.data(SAVE, { input: { name, variants } })).createCustomPc._id;
}

async function publishedBuild(client: TestClient, name: string, variants: Line[]): Promise<string> {
  const id = await saveBuild(client, name, variants);
  await client.data(PUBLISH, { id });
  return id;
}

const galleryIds = async (variables: Record<string, unknown>) =>
  (await visitor.data(GALLERY, { limit: 50, ...variables })).publicBuilds.items.map((item: { id: string }) => item.id);

describe('publishing a saved build', () => {
  it('shows anyone a snapshot of its parts, prices with their kind, total, wattage and verdict', async () => {
    const [cpu] = cpus;
    const id = await saveBuild(owner, 'Snapshot rig', [
      // The client's figure for a catalogue-priced part is not what the page shows: the catalogue's list price is.
      { category: 'cpu', description: cpu!.name, price: 1, partId: cpu!.id },
      { category: 'gpu', description: gpus[1]!.name, price: 321.5, partId: gpus[1]!.id },
      { category: 'case', description: 'a case', price: 0, partId: caseId },
    ]);
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toBeNull();

    const published = (await owner.data(PUBLISH, { id })).publishCustomPc;
    expect(published.publishedAt).toEqual(expect.any(String));
    const { publicBuild } = await visitor.data(PUBLIC, { id });
    expect(publicBuild).toMatchObject({ id, name: 'Snapshot rig', authorName: 'Grace Builder', cpu: cpu!.name });
    expect(publicBuild.gpu).toBe(gpus[1]!.specs.chipset ?? gpus[1]!.name);
    expect(publicBuild.parts.map((part: { category: string }) => part.category)).toEqual(['cpu', 'gpu', 'case']);
    const [cpuLine, gpuLine, caseLine] = publicBuild.parts;
    const cpuCents = cpu!.listPrice?.amountCents;
    if (cpuCents) expect(cpuLine.price).toMatchObject({ amountCents: cpuCents, kind: 'LIST' });
    else expect(cpuLine.price).toMatchObject({ amountCents: 100, kind: 'OWN' });
    // A card without a price of its own is priced from its chipset's launch price, and says so.
    const gpuPrice = gpus[1]!.listPrice;
    expect(gpuLine.price).toMatchObject(
      gpuPrice
        ? { amountCents: gpuPrice.amountCents, kind: gpuPrice.kind === 'CHIPSET' ? 'CHIPSET' : 'LIST' }
        : { amountCents: 32150, kind: 'OWN' },
    );
    expect(caseLine.price).toBeNull();
    expect(publicBuild.total).toEqual({
      amountCents: cpuLine.price.amountCents + gpuLine.price.amountCents,
      pricedCount: 2,
      partCount: 3,
      currency: 'USD',
    });
    const { pcBuildCheck } = await visitor.data(
      `query($ids: [ID!]!) { pcBuildCheck(partIds: $ids) { problems { rule severity message } unchecked estimatedWattage recommendedPsuWattage } }`,
      { ids: [cpu!.id, gpus[1]!.id, caseId] },
    );
    expect(publicBuild.compatibility).toEqual(pcBuildCheck);
  });

  it('keeps the snapshot when the saved build changes, until its owner publishes again', async () => {
    const id = await publishedBuild(owner, 'Before', [
      { category: 'cpu', description: cpus[0]!.name, price: 0, partId: cpus[0]!.id },
    ]);
    const first = (await visitor.data(PUBLIC, { id })).publicBuild;
    await other.data(LIKE, { id, liked: true });
    await owner.data(`mutation($id: ID!, $input: CustomPcInput!) { updateCustomPc(id: $id, input: $input) { _id } }`, {
      id,
      input: { name: 'After', variants: [{ category: 'ram', description: 'Two sticks', price: 80 }] },
    });
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toMatchObject({ name: 'Before', cpu: cpus[0]!.name });

    await owner.data(PUBLISH, { id });
    const refreshed = (await visitor.data(PUBLIC, { id })).publicBuild;
    expect(refreshed).toMatchObject({ name: 'After', cpu: null, likeCount: 1, publishedAt: first.publishedAt });
    expect(refreshed.parts).toEqual([
      { category: 'ram', name: 'Two sticks', partId: null, price: { amountCents: 8000, kind: 'OWN', sourceUrl: null } },
    ]);
  });

  it('is for the owner alone; an admin may take it down but not publish it', async () => {
    const id = await saveBuild(owner, 'Mine', [{ category: 'ram', description: 'Kit', price: 50 }]);
    expect(firstError(await visitor.request(PUBLISH, { id })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(firstError(await other.request(PUBLISH, { id })).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await admin.request(PUBLISH, { id })).extensions?.code).toBe('FORBIDDEN');
    expect(firstError(await owner.request(PUBLISH, { id: 'not-a-build' })).extensions?.code).toBe('NOT_FOUND');
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toBeNull();

    await owner.data(PUBLISH, { id });
    expect(firstError(await other.request(UNPUBLISH, { id })).extensions?.code).toBe('FORBIDDEN');
    expect((await visitor.data(PUBLIC, { id })).publicBuild).not.toBeNull();
    expect((await admin.data(UNPUBLISH, { id })).unpublishCustomPc.publishedAt).toBeNull();
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toBeNull();
  });

  it('refuses an empty build', async () => {
    const id = await saveBuild(owner, 'Nothing yet', []);
    const error = firstError(await owner.request(PUBLISH, { id }));
    expect(error).toMatchObject({ message: 'Add parts to the build before publishing it' });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('answers null for an unpublished, deleted or unknown build, and its owner sees whether it is public', async () => {
    const id = await publishedBuild(owner, 'Short-lived', [{ category: 'ram', description: 'Kit', price: 50 }]);
    const mine = async () =>
      (await owner.data(`{ myCustomPcs { _id publishedAt } }`)).myCustomPcs.find(
        (build: { _id: string }) => build._id === id,
      );
    expect((await mine()).publishedAt).toEqual(expect.any(String));
    expect((await owner.data(UNPUBLISH, { id })).unpublishCustomPc.publishedAt).toBeNull();
    expect((await mine()).publishedAt).toBeNull();
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toBeNull();
    expect(await galleryIds({})).not.toContain(id);

    await owner.data(PUBLISH, { id });
    await owner.data(`mutation($id: ID!) { deleteCustomPc(id: $id) }`, { id });
    expect((await visitor.data(PUBLIC, { id })).publicBuild).toBeNull();
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR '1'='1"])
      expect((await visitor.data(PUBLIC, { id: unknown })).publicBuild).toBeNull();
  });
});

describe('the gallery of public builds', () => {
  let cheapFirstGpu: string;
  let dearSecondGpu: string;
  let middle: string;

  beforeAll(async () => {
    const line = (part: { id: string; name: string }, category: string, price: number): Line => ({
      category,
      description: part.name,
      price,
      partId: part.id,
    });
    // Prices from the owner's own figures: a catalogue price would make the totals depend on the catalogue.
    const owned = (lines: Line[]) => lines.map((entry) => ({ ...entry, partId: undefined }));
    cheapFirstGpu = await publishedBuild(owner, 'Cheap', [line(cpus[0]!, 'cpu', 0), line(gpus[0]!, 'gpu', 0)]);
    middle = await publishedBuild(owner, 'Middle', owned([{ category: 'ram', description: 'Kit', price: 700 }]));
    dearSecondGpu = await publishedBuild(other, 'Dear', [line(cpus[1]!, 'cpu', 0), line(gpus[1]!, 'gpu', 0)]);
  });

  it('lists the newest first, pages through them and counts them all', async () => {
    const all = await galleryIds({});
    expect(all.slice(0, 3)).toEqual([dearSecondGpu, middle, cheapFirstGpu]);
    const first = (await visitor.data(GALLERY, { limit: 2 })).publicBuilds;
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([dearSecondGpu, middle]);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalItems: all.length, hasNextPage: true });
    expect(first.pagination.totalPages).toBe(Math.ceil(all.length / 2));
    expect((await galleryIds({ limit: 2, page: 2 }))[0]).toBe(cheapFirstGpu);
  });

  it('filters by CPU, by card chipset and by the total price', async () => {
    expect(await galleryIds({ filter: { cpu: cpus[1]!.name } })).toEqual([dearSecondGpu]);
    const chipset = (gpu: (typeof gpus)[number]) => gpu.specs.chipset ?? gpu.name;
    expect(await galleryIds({ filter: { gpu: chipset(gpus[0]!) } })).toContain(cheapFirstGpu);
    expect(await galleryIds({ filter: { gpu: chipset(gpus[0]!) } })).not.toContain(dearSecondGpu);
    expect(await galleryIds({ filter: { minPriceCents: 69_999, maxPriceCents: 70_000 } })).toEqual([middle]);
    expect(await galleryIds({ filter: { minPriceCents: 70_001, maxPriceCents: 70_002 } })).toEqual([]);

    const { publicBuildFilterOptions } = await visitor.data(
      `{ publicBuildFilterOptions { cpus { value count } gpus { value count } } }`,
    );
    expect(publicBuildFilterOptions.cpus).toContainEqual({ value: cpus[1]!.name, count: 1 });
    expect(publicBuildFilterOptions.gpus.map((option: { value: string }) => option.value)).toContain(chipset(gpus[1]!));
    const error = firstError(await visitor.request(GALLERY, { filter: { minPriceCents: -1 }, limit: 51 }));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('orders the most liked first; a like counts once per account and can be taken back', async () => {
    expect((await other.data(LIKE, { id: middle, liked: true })).likePublicBuild).toEqual({
      likeCount: 1,
      likedByMe: true,
    });
    // Liking again leaves one like.
    expect((await other.data(LIKE, { id: middle, liked: true })).likePublicBuild.likeCount).toBe(1);
    expect((await owner.data(LIKE, { id: middle, liked: true })).likePublicBuild.likeCount).toBe(2);
    await owner.data(LIKE, { id: dearSecondGpu, liked: true });
    expect((await galleryIds({ sort: 'MOST_LIKED' })).slice(0, 2)).toEqual([middle, dearSecondGpu]);

    const liked = `query($id: ID!) { myPublicBuildLike(id: $id) }`;
    expect((await other.data(liked, { id: middle })).myPublicBuildLike).toBe(true);
    expect((await visitor.data(liked, { id: middle })).myPublicBuildLike).toBe(false);
    expect((await other.data(LIKE, { id: middle, liked: false })).likePublicBuild).toEqual({
      likeCount: 1,
      likedByMe: false,
    });
    expect((await other.data(liked, { id: middle })).myPublicBuildLike).toBe(false);
    // What an account likes and publishes is in its data export.
    const exported = (await owner.data(`{ exportMyData }`)).exportMyData;
    expect(exported.publicBuildLikes.map((like: { build_id: string }) => like.build_id)).toEqual([
      middle,
      dearSecondGpu,
    ]);
    expect(exported.builds.find((build: { id: string }) => build.id === middle).published_at).toEqual(
      expect.any(String),
    );
    expect(firstError(await visitor.request(LIKE, { id: middle, liked: true })).extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const unpublished = await saveBuild(owner, 'Private', [{ category: 'ram', description: 'Kit', price: 5 }]);
    expect(firstError(await other.request(LIKE, { id: unpublished, liked: true })).extensions?.code).toBe('NOT_FOUND');
  });

  it("loses a deleted account's likes", async () => {
    const leaving = await signUpAndSignIn(server, 'leaving@example.com');
    await leaving.data(LIKE, { id: cheapFirstGpu, liked: true });
    const likes = async () => (await visitor.data(PUBLIC, { id: cheapFirstGpu })).publicBuild.likeCount;
    const before = await likes();
    await leaving.data(`mutation { deleteAccount(password: "Secret12345") }`);
    expect(await likes()).toBe(before - 1);
  });
});

describe('comments on a public build', () => {
  const COMMENT = `mutation($path: String!) {
    createComment(category: "desktop", brand: "builds", path: $path, comment: "Nice cable management there", name: "Ola") { id path }
  }`;
  const THREAD = `query($path: String!) { comments(category: "desktop", brand: "builds", path: $path) { totalCount commentsList { comment } } }`;

  it('are taken and listed while the build is published, never for an unpublished or unknown one', async () => {
    const id = await publishedBuild(owner, 'Talked about', [{ category: 'ram', description: 'Kit', price: 5 }]);
    expect((await visitor.data(COMMENT, { path: id })).createComment.path).toBe(id);
    expect((await visitor.data(THREAD, { path: id })).comments.totalCount).toBe(1);
    const votes = `query($path: String!) { myCommentVotes(category: "desktop", brand: "builds", path: $path) { commentId } myCommentIds(category: "desktop", brand: "builds", path: $path) }`;
    expect((await other.data(votes, { path: id })).myCommentIds).toEqual([]);

    await owner.data(UNPUBLISH, { id });
    const refused = firstError(await visitor.request(COMMENT, { path: id }));
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'path' });
    expect(firstError(await visitor.request(THREAD, { path: id })).extensions?.code).toBe('NOT_FOUND');
    for (const path of ['00000000-0000-4000-8000-000000000000', id.toUpperCase(), 'my-build'])
      expect(firstError(await visitor.request(COMMENT, { path })).extensions?.field).toBe('path');
    // Another section's key is still refused.
    const elsewhere = await visitor.request(
      `mutation { createComment(category: "desktop", brand: "custom-pc-build", path: "x", comment: "Nice cable management", name: "Ola") { id } }`,
    );
    expect(firstError(elsewhere).extensions?.field).toBe('category');
  });
});
