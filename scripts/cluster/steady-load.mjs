// Steady, open-loop load through HAProxy for the drills (drill.mjs): pages, GraphQL reads and writes, each at its own
// fixed rate whatever the answers do (a slow or failing site gets the same traffic, as with real visitors), sent with
// undici over kept-alive connections. Every request is recorded (when, how long, how it ended) so a drill can cut the
// run into before/during/after, and every acknowledged write (its id) is kept to be looked for afterwards.
import { Agent, request } from 'undici';
import { GRAPHQL_HEADERS, graphqlRequest } from '../graphql-request.mjs';
import {
  BIKE_FEATURE,
  LAPTOP_FEATURE,
  LAPTOP_LIST,
  LAPTOP_SEARCH,
  PHONE_FEATURE,
  PHONE_LIST,
  PHONE_SEARCH,
} from '../../api/bench/documents.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
const OPERATION_KIND_HEADER = 'x-graphql-operation-kind';

const SAVE_BUILD = `mutation DrillSaveBuild($input: CustomPcInput!) { createCustomPc(input: $input) { _id } }`;
const POST_COMMENT = `mutation DrillComment($category: String!, $brand: String!, $path: String!, $comment: String!) {
  createComment(category: $category, brand: $brand, path: $path, name: "Drill", comment: $comment) { id } }`;

/**
 * @typedef {'page' | 'read' | 'write'} RequestClass
 * @typedef {{ kind: RequestClass, at: number, ms: number, ok: boolean, problem?: string, degraded?: boolean }} Sample
 * @typedef {{ kind: 'comment' | 'build', id: string, at: number }} Acknowledged
 */

/** One GraphQL call to the site for setting up (not measured); throws on errors. */
export const graphql = (siteUrl, query, variables = {}, headers = {}) =>
  graphqlRequest(`${siteUrl}/graphql`, query, variables, headers);

/** The catalogue's pages and models, read through the site, so the traffic names pages that exist. */
export async function discoverTargets(siteUrl) {
  const list = async (field, query) =>
    (await graphql(siteUrl, query, { page: 1, limit: 100 })).data[field].data.map((model) => ({
      companyPath: model.companyPath,
      companyName: model.companyName,
      path: model.path,
      name: model.name,
    }));
  const phones = await list('mobileModels', PHONE_LIST);
  const laptops = await list('laptopModels', LAPTOP_LIST);
  const bikes = (await graphql(siteUrl, '{ getPublishedBikeFeatures { companyPath companyName path model } }')).data
    .getPublishedBikeFeatures;
  if (!phones.length || !laptops.length || !bikes.length)
    throw new Error('the catalogue has no phones, laptops or bikes');
  const pages = [
    '/',
    '/mobile',
    '/laptop',
    '/bike',
    '/desktop/custom-pc-build',
    ...phones
      .slice(0, 40)
      .flatMap((phone) => [`/mobile/${phone.companyPath}/${phone.path}`, `/mobile/${phone.companyPath}`]),
    ...laptops.slice(0, 30).map((laptop) => `/laptop/${laptop.companyPath}/${laptop.path}`),
    ...bikes.slice(0, 20).map((bike) => `/bike/${bike.companyPath}/${bike.path}`),
  ];
  return { phones, laptops, bikes, pages: [...new Set(pages)] };
}

/** The read for slot `index`: spec pages, listings and searches, spread over the catalogue. */
function readFor(index, { phones, laptops, bikes }) {
  const pick = (list) => list[(index * 7919) % list.length];
  switch (index % 6) {
    case 0: {
      const phone = pick(phones);
      return { query: PHONE_FEATURE, variables: { company: phone.companyPath, path: phone.path } };
    }
    case 1: {
      const laptop = pick(laptops);
      return { query: LAPTOP_FEATURE, variables: { company: laptop.companyPath, path: laptop.path } };
    }
    case 2: {
      const bike = pick(bikes);
      return { query: BIKE_FEATURE, variables: { company: bike.companyPath, path: bike.path } };
    }
    case 3:
      return { query: PHONE_LIST, variables: { input: null, page: 1 + (index % 5), limit: 12 } };
    case 4:
      return { query: LAPTOP_SEARCH, variables: { searchKey: pick(laptops).companyName.toLowerCase().slice(0, 3) } };
    default:
      return { query: PHONE_SEARCH, variables: { searchKey: pick(phones).companyName.toLowerCase() } };
  }
}

/** The write for slot `index`: three comments on phone pages, then one build saved by the drill's account. */
function writeFor(index, { phones }, authorization) {
  if (index % 4 === 3 && authorization) {
    return {
      kind: 'build',
      headers: { authorization },
      query: SAVE_BUILD,
      variables: { input: { name: `Drill build ${index}` } },
      idOf: (data) => data?.createCustomPc?._id,
    };
  }
  const phone = phones[(index * 7919) % phones.length];
  return {
    kind: 'comment',
    headers: {},
    query: POST_COMMENT,
    variables: {
      category: 'mobile',
      brand: phone.companyPath,
      path: phone.path,
      comment: `Drill comment number ${index}, posted under load.`,
    },
    idOf: (data) => data?.createComment?.id,
  };
}

/**
 * Starts sending; `stop()` ends it and resolves once every request has ended.
 * @param {{
 *   siteUrl: string, targets: Awaited<ReturnType<typeof discoverTargets>>,
 *   rates: { pages: number, reads: number, writes: number }, authorization?: string, connections?: number,
 * }} options
 */
export function startSteadyLoad({ siteUrl, targets, rates, authorization, connections = 64 }) {
  const dispatcher = new Agent({ connections, keepAliveTimeout: 4_000, pipelining: 1 });
  /** @type {Sample[]} */
  const samples = [];
  /** @type {Acknowledged[]} */
  const acknowledged = [];
  const inFlight = new Set();
  const counters = { page: 0, read: 0, write: 0 };
  const started = performance.now();

  const send = (kind) => {
    const index = counters[kind]++;
    const at = Date.now();
    const begin = performance.now();
    const finish = (ok, problem, extra = {}) =>
      samples.push({ kind, at, ms: performance.now() - begin, ok, ...(problem && { problem }), ...extra });
    let call;
    if (kind === 'page') {
      const path = targets.pages[index % targets.pages.length];
      call = request(`${siteUrl}${path}`, {
        dispatcher,
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).then(async ({ statusCode, headers, body }) => {
        const html = await body.text();
        if (statusCode !== 200) return finish(false, `page ${statusCode}`);
        // Served, with a part (a remote's section) left to the browser: a degraded page, not a failed one.
        const degraded = Boolean(headers['x-render-fallback']) || html.includes('data-dgst="rendered-in-browser"');
        finish(true, undefined, { degraded });
      });
    } else {
      const write = kind === 'write' ? writeFor(index, targets, authorization) : null;
      const { query, variables } = write ?? readFor(index, targets);
      call = request(`${siteUrl}/graphql`, {
        dispatcher,
        method: 'POST',
        headers: {
          ...GRAPHQL_HEADERS,
          ...write?.headers,
          // As the site's client marks them (shared-ui operation-kind-exchange.ts): HAProxy replays only queries.
          [OPERATION_KIND_HEADER]: write ? 'mutation' : 'query',
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }).then(async ({ statusCode, body }) => {
        const text = await body.text();
        if (statusCode !== 200) return finish(false, `${kind} ${statusCode}`);
        const answer = JSON.parse(text);
        if (answer.errors?.length)
          return finish(false, `${kind}: ${answer.errors[0].extensions?.code ?? answer.errors[0].message}`);
        if (write) {
          const id = write.idOf(answer.data);
          if (!id) return finish(false, `${write.kind}: no id in the answer`);
          acknowledged.push({ kind: write.kind, id: String(id), at });
        }
        finish(true);
      });
    }
    const tracked = call.catch((error) => finish(false, `${kind}: ${error.code ?? error.name ?? error.message}`));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  // Every 10 ms, whatever is due at each class's rate since the start.
  const sent = { page: 0, read: 0, write: 0 };
  const rateOf = { page: rates.pages, read: rates.reads, write: rates.writes };
  const ticker = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    for (const kind of /** @type {RequestClass[]} */ (['page', 'read', 'write'])) {
      const due = Math.floor(seconds * rateOf[kind]);
      for (; sent[kind] < due; sent[kind] += 1) send(kind);
    }
  }, 10);

  return {
    samples,
    acknowledged,
    async stop() {
      clearInterval(ticker);
      await Promise.all([...inFlight]);
      await dispatcher.close();
    },
  };
}

/**
 * Signs an account up and in through the site (its activation link read from the API's outbox folder) and returns
 * its Authorization header, for saving builds.
 * @param {string} siteUrl
 * @param {() => Promise<string>} activationLink resolves the link mailed to the address
 * @param {string} email
 */
export async function signedInAccount(siteUrl, activationLink, email) {
  const password = 'Drill-Secret-2026';
  await graphql(
    siteUrl,
    'mutation($e: String!, $p: String!) { register(email: $e, name: "Drill", gender: prefer_not_to_say, password: $p) }',
    { e: email, p: password },
  );
  const token = new URL(await activationLink()).searchParams.get('token');
  await graphql(siteUrl, 'mutation($t: String!) { activateUser(activationToken: $t) }', { t: token });
  const login = await graphql(siteUrl, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) }', {
    e: email,
    p: password,
  });
  const cookie = login.cookies.map((header) => header.split(';')[0]).join('; ');
  const access = await graphql(siteUrl, '{ getAccessToken }', {}, { cookie });
  return `Bearer ${access.data.getAccessToken}`;
}

const PAGE_ACTIVITY = `subscription DrillPageActivity($brand: String!, $path: String!) {
  pageActivity(category: "mobile", brand: $brand, path: $path) { commentAdded { id } } }`;

/**
 * Holds a page's live stream open through HAProxy as a browser does (opened again a second after it ends or fails,
 * like shared-ui's lasting-subscriptions-exchange.ts) and collects the ids of the comments it announces.
 * @param {string} siteUrl
 * @param {{ brand: string, path: string }} page a phone page
 */
export function watchPageActivity(siteUrl, page) {
  /** @type {string[]} */
  const announced = [];
  const controller = new AbortController();
  let open = true;
  void (async () => {
    while (open) {
      try {
        const { body } = await request(`${siteUrl}/graphql`, {
          method: 'POST',
          headers: { ...GRAPHQL_HEADERS, accept: 'text/event-stream', [OPERATION_KIND_HEADER]: 'subscription' },
          body: JSON.stringify({ query: PAGE_ACTIVITY, variables: page }),
          signal: controller.signal,
        });
        let pending = '';
        for await (const chunk of body) {
          const events = (pending + chunk.toString()).split('\n\n');
          pending = events.pop() ?? '';
          for (const event of events) {
            const data = event.split('\n').find((line) => line.startsWith('data:'));
            const id = data && JSON.parse(data.slice(5)).data?.pageActivity?.commentAdded?.id;
            if (id) announced.push(String(id));
          }
        }
      } catch {
        // cut (an instance drained or died): opened again below
      }
      if (open) await new Promise((resolveWait) => setTimeout(resolveWait, 1_000));
    }
  })();
  return {
    announced,
    close() {
      open = false;
      controller.abort();
    },
  };
}

/** The p-th percentile (0-100) of `values` in ms, or NaN when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
