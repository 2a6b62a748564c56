import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ssrExchange } from 'urql';
import {
  createGraphqlClient,
  GRAPHQL_REQUEST_TIMEOUT_MS,
  pageHeadOf,
  PageResponseProvider,
  type PageResponse,
} from '@gadgets/shared-ui';
import { SiteProviders } from '../app';
import { siteRoutes } from '../routes';
import {
  CLIENT_RENDERED_PART,
  failedAnswersOf,
  SECTION_REGISTRY_ELEMENT_ID,
  SERVER_DATA_ELEMENT_ID,
  serializeServerData,
} from './server-data';
import { createApiFetch } from './api-fetch';
import { apiQueryExchange } from './api-query-exchange';
import { CompiledCssCache } from './compiled-css-cache';
import { sectionsLeftToBrowser, serverSectionsFor } from '../federation/server-sections';
import { ServerSectionsContext } from '../federation/server-section-routes';
import { sectionRegistryOf } from './parsed-registry';
import type { RenderedPage, RenderPageOptions } from '@gadgets/tooling/shell-server-build';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The routes never change while the server runs: matched by one handler, built once. */
const handler = createStaticHandler(siteRoutes);
const DEFAULT_RENDER_DEADLINE_MS = 3_000;
/** The server's GraphQL calls reach the API directly, over connections kept alive for the whole process. */
const apiFetch = createApiFetch(GRAPHQL_REQUEST_TIMEOUT_MS);
/** The page's queries (all a render sends) go over the same connections without fetch's per-call objects. */
const apiQueries = apiQueryExchange(GRAPHQL_REQUEST_TIMEOUT_MS);

/**
 * Renders one page of the site on the server, remotes included (loaded through the federation runtime from
 * their server builds). The status waits until the page knows it (404 for an unknown page or model), then
 * the HTML streams: head with the page's title and styles, the rendered body, the GraphQL answers the
 * browser hydrates with (so it asks nothing twice), and the template's scripts.
 */
export async function renderPage(options: RenderPageOptions): Promise<RenderedPage> {
  // The map is parsed and version skew decided once for the page; the render is handed the outcome.
  const sections = sectionRegistryOf(options.sections, options.url);
  const serverSections = serverSectionsFor({
    registry: sections,
    builds: options.remoteBuilds,
    skipped: sectionsLeftToBrowser(sections, options.remoteShared, options.unavailableSections),
  });
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const ssr = ssrExchange({ isClient: false });
  // The request's id (and trace context) on every call: the same connections, two small closures per render.
  const { apiHeaders } = options;
  const client = createGraphqlClient({
    url: options.graphqlUrl,
    getAccessToken: () => null,
    ssr: { exchange: ssr, suspense: true },
    fetch: apiHeaders ? createApiFetch(GRAPHQL_REQUEST_TIMEOUT_MS, apiHeaders) : apiFetch,
    transportExchange: apiHeaders ? apiQueryExchange(GRAPHQL_REQUEST_TIMEOUT_MS, apiHeaders) : apiQueries,
  });
  const response: PageResponse = { status: context.statusCode };
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const page = sheet.collectStyles(
    <CompiledCssCache>
      <PageResponseProvider value={response}>
        <ServerSectionsContext.Provider value={serverSections}>
          <SiteProviders client={client} sections={sections}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
          </SiteProviders>
        </ServerSectionsContext.Provider>
      </PageResponseProvider>
    </CompiledCssCache>,
  );

  const stream = await new Promise<ReturnType<typeof renderToPipeableStream>>((resolve, reject) => {
    const rendering = renderToPipeableStream(page, {
      nonce: options.nonce,
      // Everything that is ready goes out in place: a page must read without JavaScript, and React would
      // otherwise move large parts to the end of the document behind a script that swaps them in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(deadline);
        // A page drawn from a failed answer (the API down for a moment) is a degraded page, not a whole one.
        const failed = failedAnswersOf(ssr.extractData());
        if (failed) options.onError?.(new Error(failed));
        resolve(rendering);
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error) {
        // A remote whose server build is missing or fails, or a part not ready by the deadline: rendered in the
        // browser instead. The digest tells the browser this was planned (see start-app.tsx).
        options.onError?.(error);
        return CLIENT_RENDERED_PART;
      },
    });
    const deadline = setTimeout(() => {
      rendering.abort(new Error('The page was not ready in time; the rest renders in the browser'));
    }, options.deadlineMs ?? DEFAULT_RENDER_DEADLINE_MS);
  }).catch((error: unknown) => {
    sheet.seal();
    throw error;
  });
  // A page asked by an address that is not its own (ResponseRedirect): the redirect instead of its HTML.
  if (response.location) {
    stream.abort();
    sheet.seal();
    return { kind: 'redirect', status: response.status, location: response.location };
  }

  const requested = new URL(options.url);
  const site = {
    origin: options.siteUrl ? new URL(options.siteUrl).origin : requested.origin,
    path: requested.pathname,
  };
  const [beforeRoot, afterRoot] = splitTemplate(options.template, response, sheet.getStyleTags(), site);
  return {
    kind: 'page',
    status: response.status,
    pipe(destination) {
      destination.write(beforeRoot);
      // React's chunks go straight through to the destination (no stream of our own in between), then the tail.
      const body = new Writable({
        write(chunk: Buffer, _encoding, done) {
          destination.write(chunk);
          done();
        },
        final(done) {
          sheet.seal();
          const data = jsonScript(SERVER_DATA_ELEMENT_ID, ssr.extractData(), options.nonce);
          const registry = jsonScript(SECTION_REGISTRY_ELEMENT_ID, { sections }, options.nonce);
          destination.end(`</div>\n    ${data}${registry}${afterRoot}`);
          done();
        },
      });
      stream.pipe(body);
    },
  };
}

/** The template up to and into #root (with the page's head and styles), and what follows #root. */
function splitTemplate(
  template: string,
  response: PageResponse,
  styleTags: string,
  site: { origin: string; path: string },
): [string, string] {
  const rootAt = template.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error('index.html has no empty #root element');
  let head = template.slice(0, rootAt);
  if (response.meta) {
    head = head.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
    const canonicalPath = response.status === 200 ? site.path : undefined;
    head = head.replace('</head>', `  ${pageHeadOf(response.meta, site.origin, canonicalPath)}\n  </head>`);
  }
  // The template warns that the page needs JavaScript; this one is rendered and can be read without it.
  head = head.replace(/<noscript>[^<]*<\/noscript>\s*/, '');
  // The page's styles (the largest part of the head) go in last, joined once rather than copied by each edit.
  const headEnd = head.indexOf('</head>');
  if (headEnd >= 0) head = head.slice(0, headEnd) + styleTags + head.slice(headEnd);
  return [`${head}<div id="root">`, template.slice(rootAt + ROOT_ELEMENT.length)];
}

/** Not executed (JSON), so it needs no nonce; it carries one anyway, like every script tag of the page. */
const jsonScript = (id: string, data: unknown, nonce?: string) =>
  `<script type="application/json" id="${id}"${nonce ? ` nonce="${nonce}"` : ''}>${serializeServerData(data)}</script>`;
