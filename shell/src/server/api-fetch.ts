import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Statuses whose answers have no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One kept-alive agent per API origin for the whole process. Idle sockets are dropped after 4 s, before the API's own
 * 5 s keep-alive timeout can close one under a request (as the site's /graphql proxy does).
 */
const agents = new Map<string, HttpAgent>();
function agentFor(url: URL): HttpAgent {
  let agent = agents.get(url.origin);
  if (!agent) {
    const Agent = url.protocol === 'https:' ? HttpsAgent : HttpAgent;
    agent = new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 4_000 });
    agents.set(url.origin, agent);
  }
  return agent;
}

/** An answer of the API, read whole. */
export interface ApiAnswer {
  status: number;
  statusText: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer<ArrayBuffer>;
}

export interface ApiRequest {
  method?: string;
  headers?: HeadersInit;
  body?: string;
  /** Sent besides `headers` (the page request's id and trace context: RenderPageOptions.apiHeaders). */
  extraHeaders?: Record<string, string> | undefined;
}

/**
 * Sends one request to the API over the process's kept-alive connections and reads the answer whole. `done` is called
 * once, with the answer or an error (after `timeoutMs`, or when the returned cancel function is called first).
 */
export function sendApiRequest(
  url: URL,
  init: ApiRequest,
  timeoutMs: number,
  done: (error: Error | null, answer?: ApiAnswer) => void,
): (reason: Error) => void {
  let settled = false;
  const headers = init.extraHeaders
    ? { ...plainHeaders(init.headers), ...init.extraHeaders }
    : plainHeaders(init.headers);
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const request = send(url, { method: init.method ?? 'GET', headers, agent: agentFor(url) }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('error', fail);
    answer.on('end', () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done(null, {
        status: answer.statusCode ?? 502,
        statusText: answer.statusMessage,
        headers: answer.headers,
        body: Buffer.concat(chunks),
      });
    });
  });
  const timer = setTimeout(
    () => request.destroy(new Error(`The API did not answer within ${timeoutMs / 1000} s`)),
    timeoutMs,
  );
  function fail(error: Error) {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    done(error);
  }
  request.on('error', fail);
  request.end(init.body);
  return (reason) => {
    if (!settled) request.destroy(reason);
  };
}

/**
 * `fetch` for the server's own GraphQL calls to the API: a node:http request over kept-alive connections. Every
 * server-rendered page makes one or more of these calls, and fetch (a Request, web streams and abort signals for each)
 * cost about a tenth of a render's CPU. Answers with a whole Response (a JSON answer is read whole anyway); fails
 * after `timeoutMs`, or when the caller's signal aborts. `extraHeaders` go on every call.
 */
export function createApiFetch(timeoutMs: number, extraHeaders?: Record<string, string>): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const { signal } = init;
      if (signal?.aborted) return reject(signal.reason as Error);
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      const abort = () => cancel(signal?.reason as Error);
      const cancel = sendApiRequest(
        url,
        { method: init.method, headers: init.headers, body, extraHeaders },
        timeoutMs,
        (error, answer) => {
          signal?.removeEventListener('abort', abort);
          if (error || !answer) return reject(error ?? new Error('No answer'));
          const { status } = answer;
          resolve(
            new Response(NULL_BODY_STATUSES.has(status) ? null : answer.body, {
              status,
              statusText: answer.statusText,
              headers: responseHeaders(answer.headers),
            }),
          );
        },
      );
      signal?.addEventListener('abort', abort, { once: true });
    });
}

/** urql sends a plain object; anything else fetch accepts is read the standard way. */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (Array.isArray(headers) || headers instanceof Headers) return Object.fromEntries(new Headers(headers));
  return { ...headers };
}

function responseHeaders(headers: IncomingHttpHeaders): [string, string][] {
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined
      ? []
      : Array.isArray(value)
        ? value.map((each): [string, string] => [name, each])
        : [[name, value]],
  );
}
