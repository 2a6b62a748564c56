// What each mix sends: the catalogue's pages found first, then every traffic slot named (a GraphQL request or a
// server-rendered page), and what counts as a bad answer beside non-2xx and socket errors.
import {
  BIKE_FEATURE,
  COMMENT,
  LAPTOP_FEATURE,
  LAPTOP_LIST,
  LAPTOP_SEARCH,
  PHONE_FEATURE,
  PHONE_LIST,
  PHONE_SEARCH,
} from '../../api/bench/documents.mjs';
import { graphqlRequest } from '../graphql-request.mjs';
import { renderShortfall } from '../bench-support.mjs';

/** GraphQL, out of every 20 requests: 10 spec pages, 4 listings, 5 searches, 1 comment post. */
const API_MIX = [
  ['phone spec page', 6],
  ['laptop spec page', 2],
  ['bike spec page', 2],
  ['listing', 4],
  ['search', 5],
  ['comment post', 1],
].flatMap(([kind, weight]) => Array(weight).fill(kind));

/**
 * Server-rendered pages, out of every 20: 11 spec pages (one of them a preview visitor's: the bike section from a
 * staged candidate version, beside the live one in the same server processes), 4 brand pages, 2 home pages, 2 section
 * homes, 1 PC builder.
 */
const SSR_MIX = [
  ['phone spec page', 5],
  ['laptop spec page', 3],
  ['bike spec page', 2],
  ['bike spec page, previewed', 1],
  ['phone brand page', 2],
  ['laptop brand page', 2],
  ['home page', 2],
  ['section home', 2],
  ['PC builder', 1],
].flatMap(([kind, weight]) => Array(weight).fill(kind));

const weights = (mix) =>
  [...new Set(mix)].map((kind) => `${mix.filter((entry) => entry === kind).length} ${kind}`).join(', ');

const graphql = async (url, query, variables = {}) => (await graphqlRequest(url, query, variables)).data;

/** The catalogue's model pages, read through the proxy, so the traffic names pages that exist. */
export async function discover(url) {
  const listAll = async (field, query) => {
    const items = [];
    for (let page = 1; page <= 50; page++) {
      const { [field]: result } = await graphql(url, query, { page, limit: 100 });
      items.push(...result.data);
      if (!result.pagination.hasNextPage) break;
    }
    return items;
  };
  const phones = await listAll('mobileModels', PHONE_LIST);
  const laptops = await listAll('laptopModels', LAPTOP_LIST);
  const { getPublishedBikeFeatures: bikes } = await graphql(
    url,
    '{ getPublishedBikeFeatures { companyName companyPath path model } }',
  );
  if (!phones.length || !laptops.length || !bikes.length)
    throw new Error('the catalogue has no phones, laptops or bikes');
  return { phones, laptops, bikes };
}

/** Spreads traffic slot `index` over a list, a different item each turn of the mix. */
const spread = (index, mix) => (list) => list[(Math.floor(index / mix.length) * 7919 + index) % list.length];

/** Each kind of spec page: its document and the discovered models it is asked for. */
const SPEC_PAGES = {
  'phone spec page': { query: PHONE_FEATURE, models: 'phones' },
  'laptop spec page': { query: LAPTOP_FEATURE, models: 'laptops' },
  'bike spec page': { query: BIKE_FEATURE, models: 'bikes' },
};

/** The GraphQL request for traffic slot `index`: a kind from API_MIX, spread over every page, company and word. */
function apiRequestFor(index, targets) {
  const { phones, laptops } = targets;
  const kind = API_MIX[index % API_MIX.length];
  const turn = Math.floor(index / API_MIX.length);
  const pick = spread(index, API_MIX);
  const specPage = SPEC_PAGES[kind];
  if (specPage) {
    const model = pick(targets[specPage.models]);
    return { kind, query: specPage.query, variables: { company: model.companyPath, path: model.path } };
  }
  switch (kind) {
    case 'listing': {
      const phonesToo = turn % 2 === 0;
      const list = phonesToo ? phones : laptops;
      const company = turn % 3 === 0 ? pick(list).companyPath : null;
      const pages = Math.max(
        1,
        Math.ceil((company ? list.filter((item) => item.companyPath === company).length : list.length) / 12),
      );
      return {
        kind,
        query: phonesToo ? PHONE_LIST : LAPTOP_LIST,
        variables: { input: company ? { company } : null, page: 1 + (turn % pages), limit: 12 },
      };
    }
    case 'search': {
      const phonesToo = turn % 2 === 0;
      const model = pick(phonesToo ? phones : laptops);
      const words = `${model.companyName} ${model.name}`.toLowerCase().split(/\s+/);
      // A brand, a brand and a word, or a prefix: what people type, and often not cached yet.
      const key =
        turn % 3 === 0 ? words[0] : turn % 3 === 1 ? words.slice(0, 2).join(' ') : (words[1] ?? words[0]).slice(0, 3);
      return { kind, query: phonesToo ? PHONE_SEARCH : LAPTOP_SEARCH, variables: { searchKey: key } };
    }
    default: {
      const phone = pick(phones);
      return {
        kind,
        query: COMMENT,
        variables: {
          category: 'mobile',
          brand: phone.companyName,
          path: phone.path,
          name: 'Load bench',
          comment: `Sustained load comment number ${index}.`,
        },
      };
    }
  }
}

const PAGE_REQUEST = { method: 'GET', headers: { accept: 'text/html' } };

/** The page for traffic slot `index`: a kind from SSR_MIX, spread over every model and brand. */
function pageFor(index, { phones, laptops, bikes, previewCookie }) {
  const kind = SSR_MIX[index % SSR_MIX.length];
  const pick = spread(index, SSR_MIX);
  const modelPage = (section, model) => `/${section}/${model.companyPath}/${model.path}`;
  const paths = {
    'phone spec page': () => modelPage('mobile', pick(phones)),
    'laptop spec page': () => modelPage('laptop', pick(laptops)),
    'bike spec page': () => modelPage('bike', pick(bikes)),
    'bike spec page, previewed': () => modelPage('bike', pick(bikes)),
    'phone brand page': () => `/mobile/${pick(phones).companyPath}`,
    'laptop brand page': () => `/laptop/${pick(laptops).companyPath}`,
    'home page': () => '/',
    'section home': () => pick(['/mobile', '/laptop', '/bike']),
    'PC builder': () => '/desktop/custom-pc-build',
  };
  const previewed = kind.endsWith(', previewed');
  return {
    kind,
    path: paths[kind](),
    ...(previewed && { headers: { ...PAGE_REQUEST.headers, cookie: previewCookie } }),
  };
}

/**
 * What mix `mixName` sends and what counts as a bad answer (beside non-2xx and socket errors): `next` names the
 * request of a traffic slot, `problem` says what is wrong with a 2xx answer, if anything. A previewed page must come
 * from the candidate served on `candidatePort`, every other page from the live version.
 */
export function trafficOf(mixName, candidatePort) {
  if (mixName === 'api')
    return {
      description: `GraphQL through the shell's proxy; per 20 requests: ${weights(API_MIX)}`,
      badAnswers: 'GraphQL errors (200 with errors)',
      request: { method: 'POST', headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' } },
      next(index, targets) {
        const { kind, query, variables } = apiRequestFor(index, targets);
        return { kind, body: JSON.stringify({ query, variables }) };
      },
      problem(status, body, kind) {
        // Only parse bodies that may carry errors: parsing every spec page would load this process, not the API.
        if (status !== 200 || !body.includes('"errors":')) return null;
        const errors = JSON.parse(body).errors;
        if (!Array.isArray(errors) || !errors.length) return null;
        return `${kind}: ${errors[0].message} (${errors[0].extensions?.code ?? 'no code'})`;
      },
    };
  return {
    description: `server-rendered pages from the shell's server; per 20 requests: ${weights(SSR_MIX)}`,
    badAnswers:
      'pages not server-rendered (200 with the empty browser-rendered page) or rendered from the wrong version of the bike remote',
    request: PAGE_REQUEST,
    next: pageFor,
    problem(status, body, kind) {
      if (status !== 200) return null;
      if (renderShortfall(body) === 'browser') return `${kind}: not server-rendered`;
      // The page's registry names the version it was rendered from: the candidate's folder, for a preview visitor.
      const fromCandidate = body.includes(`localhost:${candidatePort}/versions/`);
      return kind.endsWith(', previewed') === fromCandidate ? null : `${kind}: rendered from the wrong version`;
    },
    // Rendered, but a part was not ready by the server's deadline and renders in the browser.
    partial: (body) => renderShortfall(body) === 'part',
  };
}
