import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request the fake API received: what a test checks the server's GraphQL calls send. */
export interface ReceivedRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
}

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** The answer every test starts from: a GraphQL answer to `{ ping }`. */
const pong: Answer = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'x-extra': 'yes' });
  response.end('{"data":{"ping":"pong"}}');
};

/**
 * A fake API on a free local port for the server's GraphQL calls: it records each request and answers as the test
 * says (`pong` until told otherwise; `reset()` between tests).
 */
export async function startFakeApi() {
  const received: ReceivedRequest[] = [];
  let answer: Answer = pong;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method, url, headers, socket } = request;
      received.push({ method, url, headers, socket, body: Buffer.concat(chunks).toString('utf8') });
      answer(request, response);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(next: Answer) {
      answer = next;
    },
    reset() {
      received.length = 0;
      answer = pong;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/** The fake API of a test file: started before its tests, reset before each, closed after them. */
export function fakeApiForFile(): Pick<FakeApi, 'origin' | 'received' | 'answerWith'> {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => api?.reset());
  const started = () => {
    if (!api) throw new Error('the fake API starts before the tests (beforeAll)');
    return api;
  };
  return {
    get origin() {
      return started().origin;
    },
    get received() {
      return started().received;
    },
    answerWith: (answer) => started().answerWith(answer),
  };
}
