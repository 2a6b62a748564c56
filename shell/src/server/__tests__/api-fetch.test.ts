/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApiFetch } from '../api-fetch';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

let server: Server;
let origin: string;
const received: Received[] = [];
let answer: (request: IncomingMessage, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method, url, headers, socket } = request;
      received.push({ method, url, headers, socket, body: Buffer.concat(chunks).toString('utf8') });
      answer(request, response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

beforeEach(() => {
  received.length = 0;
  answer = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'x-extra': 'yes' });
    response.end('{"data":{"ping":"pong"}}');
  };
});

const post = (apiFetch: typeof fetch, init: RequestInit = {}) =>
  apiFetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: '{"query":"{ ping }"}',
    ...init,
  });

describe("the server's transport to the API", () => {
  it('sends the request as given and answers with the whole response', async () => {
    const response = await post(createApiFetch(5_000));
    expect(received[0]).toMatchObject({ method: 'POST', url: '/graphql', body: '{"query":"{ ping }"}' });
    expect(received[0]!.headers).toMatchObject({ 'x-graphql-csrf': '1', 'content-length': '20' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.json()).toEqual({ data: { ping: 'pong' } });
  });

  it('keeps the connection to the API alive between calls', async () => {
    const apiFetch = createApiFetch(5_000);
    await (await post(apiFetch)).text();
    await (await post(apiFetch)).text();
    expect(received).toHaveLength(2);
    expect(received[1]!.socket).toBe(received[0]!.socket);
  });

  it('passes an error status on with its body, and a body-less status without one', async () => {
    answer = (_request, response) => {
      response.writeHead(503, 'Service Unavailable', { 'content-type': 'application/json' });
      response.end('{"errors":[{"message":"down"}]}');
    };
    const failed = await post(createApiFetch(5_000));
    expect([failed.status, failed.statusText]).toEqual([503, 'Service Unavailable']);
    expect(await failed.text()).toBe('{"errors":[{"message":"down"}]}');
    answer = (_request, response) => response.writeHead(204).end();
    expect((await post(createApiFetch(5_000))).status).toBe(204);
  });

  it('gives up when the caller aborts, and when the API does not answer in time', async () => {
    answer = () => undefined;
    const controller = new AbortController();
    const aborted = post(createApiFetch(5_000), { signal: controller.signal });
    controller.abort(new Error('operation torn down'));
    await expect(aborted).rejects.toThrow('operation torn down');
    await expect(post(createApiFetch(50))).rejects.toThrow('The API did not answer within 0.05 s');
  });

  it('fails when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    await expect(createApiFetch(5_000)(`http://127.0.0.1:${port}/graphql`)).rejects.toThrow(/ECONNREFUSED/);
  });
});
