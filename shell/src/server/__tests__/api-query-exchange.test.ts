/**
 * @jest-environment node
 */
import { Client, fetchExchange } from '@urql/core';
import { apiQueryExchange } from '../api-query-exchange';
import { fakeApiForFile } from './fake-api-server';

const api = fakeApiForFile();

const PING = 'query Ping($times: Int) { ping(times: $times) }';

const clientOf = (timeoutMs = 5_000, exchanges = [apiQueryExchange(timeoutMs), fetchExchange]) =>
  new Client({
    url: `${api.origin}/graphql`,
    exchanges,
    preferGetMethod: false,
    fetchOptions: () => ({ headers: { authorization: 'Bearer ', 'x-graphql-csrf': '1' } }),
  });

describe("the server's queries to the API", () => {
  it('sends what fetchExchange sends and answers with the data', async () => {
    const result = await clientOf().query(PING, { times: 2 }).toPromise();
    expect(result.data).toEqual({ ping: 'pong' });
    expect(result.error).toBeUndefined();
    expect(JSON.parse(api.received[0]!.body)).toEqual({
      operationName: 'Ping',
      query: expect.stringMatching(/^query Ping\(\$times: Int\) \{\s+ping\(times: \$times\)\s+\}$/) as string,
      variables: { times: 2 },
    });
    expect(api.received[0]!.headers).toMatchObject({
      accept: expect.stringContaining('application/graphql-response+json') as string,
      'content-type': 'application/json',
      authorization: 'Bearer',
      'x-graphql-csrf': '1',
    });
    const viaFetch = await clientOf(5_000, [fetchExchange]).query(PING, { times: 2 }).toPromise();
    expect(viaFetch.data).toEqual(result.data);
    const sent = ({ headers, body }: (typeof api.received)[number]) => ({
      body,
      headers: [headers.accept, headers['content-type'], headers.authorization, headers['x-graphql-csrf']],
    });
    expect(sent(api.received[0]!)).toEqual(sent(api.received[1]!));
  });

  it("sends the page request's id and trace context along, when the render was given them", async () => {
    const apiHeaders = {
      'x-request-id': 'lb-0001',
      traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
    };
    await clientOf(5_000, [apiQueryExchange(5_000, apiHeaders), fetchExchange])
      .query(PING, {})
      .toPromise();
    expect(api.received[0]!.headers).toMatchObject({ ...apiHeaders, 'x-graphql-csrf': '1' });
  });

  it("passes the API's GraphQL errors on with the data", async () => {
    api.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{"ping":null},"errors":[{"message":"no ping today"}]}');
    });
    const result = await clientOf().query(PING, {}).toPromise();
    expect(result.data).toEqual({ ping: null });
    expect(result.error?.graphQLErrors.map((error) => error.message)).toEqual(['no ping today']);
  });

  it('reports a failed status by its text, and an answer that is not JSON by its text', async () => {
    api.answerWith((_request, response) => {
      response.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      response.end('<h1>down</h1>');
    });
    expect((await clientOf().query(PING, {}).toPromise()).error?.networkError?.message).toBe('Bad Gateway');
    api.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('not json');
    });
    expect((await clientOf().query(PING, {}).toPromise()).error?.networkError?.message).toBe('not json');
  });

  it('ends in an error when the API does not answer in time', async () => {
    api.answerWith(() => undefined);
    const result = await clientOf(50).query(PING, {}).toPromise();
    expect(result.error?.networkError?.message).toBe('The API did not answer within 0.05 s');
  });
});
