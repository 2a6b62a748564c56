/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiFetch } from '../api-fetch';
import { fakeApiForFile } from './fake-api-server';

const api = fakeApiForFile();

const post = (apiFetch: typeof fetch, init: RequestInit = {}) =>
  apiFetch(`${api.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: '{"query":"{ ping }"}',
    ...init,
  });

describe("the server's transport to the API", () => {
  it('sends the request as given and answers with the whole response', async () => {
    const response = await post(createApiFetch(5_000));
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/graphql', body: '{"query":"{ ping }"}' });
    expect(api.received[0]!.headers).toMatchObject({ 'x-graphql-csrf': '1', 'content-length': '20' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/graphql-response+json; charset=utf-8');
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.json()).toEqual({ data: { ping: 'pong' } });
  });

  it("sends the page request's id along with the caller's headers", async () => {
    await post(createApiFetch(5_000, { 'x-request-id': 'lb-0002' }));
    expect(api.received[0]!.headers).toMatchObject({ 'x-request-id': 'lb-0002', 'x-graphql-csrf': '1' });
  });

  it('keeps the connection to the API alive between calls', async () => {
    const apiFetch = createApiFetch(5_000);
    await (await post(apiFetch)).text();
    await (await post(apiFetch)).text();
    expect(api.received).toHaveLength(2);
    expect(api.received[1]!.socket).toBe(api.received[0]!.socket);
  });

  it('passes an error status on with its body, and a body-less status without one', async () => {
    api.answerWith((_request, response) => {
      response.writeHead(503, 'Service Unavailable', { 'content-type': 'application/json' });
      response.end('{"errors":[{"message":"down"}]}');
    });
    const failed = await post(createApiFetch(5_000));
    expect([failed.status, failed.statusText]).toEqual([503, 'Service Unavailable']);
    expect(await failed.text()).toBe('{"errors":[{"message":"down"}]}');
    api.answerWith((_request, response) => response.writeHead(204).end());
    expect((await post(createApiFetch(5_000))).status).toBe(204);
  });

  it('gives up when the caller aborts, and when the API does not answer in time', async () => {
    api.answerWith(() => undefined);
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
