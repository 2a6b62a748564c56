// One autocannon run at the overall rate, counting every answer by kind, status and bad answers.
import { autocannon } from '../bench-support.mjs';

/**
 * autocannon writes its next request as soon as an answer is parsed, even when that answer said `Connection: close`:
 * the request goes into a socket the server is closing and is never answered, while it still counts against the rate
 * and stays in the client's queue, so every later latency of that connection is measured from the wrong request.
 * For such answers this skips that one write; the client reconnects on the socket's end and sends from there.
 * (The shell's proxy answers every request with `Connection: close` until it keeps connections alive.)
 */
const SKIP_NEXT = Symbol('skip next request');
function skipWriteAfterClose(client) {
  if (typeof client._doRequest !== 'function')
    throw new Error('this autocannon version has no Client#_doRequest: revisit skipWriteAfterClose');
  if (!Object.hasOwn(client, '_doRequest')) {
    const send = client._doRequest;
    client._doRequest = function doRequestUnlessClosing(...args) {
      if (this[SKIP_NEXT]) {
        this[SKIP_NEXT] = false;
        return undefined;
      }
      return send.apply(this, args);
    };
  }
  client[SKIP_NEXT] = true;
}

const closes = (headers) =>
  Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'connection' && String(value).toLowerCase() === 'close',
  );

/**
 * Sends `traffic` (traffic.mjs) to `url` for `seconds` at `rate` requests a second overall over `connections`;
 * `onTick` hears the running counts every `sampleMs`. Resolves to autocannon's result and the counts.
 */
export function runLoad({ url, seconds, targets, traffic, rate, connections, onTick, sampleMs }) {
  let counter = 0;
  let answerCloses = false;
  const stats = {
    byKind: {},
    statuses: {},
    badAnswers: 0,
    partlyInBrowser: 0,
    errorMessages: new Map(),
    answered: 0,
    closedConnections: 0,
  };
  const instance = autocannon({
    url,
    ...traffic.request,
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    // Plain response times: with a rate set, autocannon would otherwise pad the histogram with synthetic 1 ms steps.
    ignoreCoordinatedOmission: true,
    requests: [
      {
        setupRequest(request, context) {
          const { kind, ...next } = traffic.next(counter++, targets);
          context.kind = kind;
          return { ...request, ...next };
        },
        onResponse(status, body, context, headers) {
          answerCloses = closes(headers);
          stats.closedConnections += answerCloses ? 1 : 0;
          stats.answered += 1;
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          const kind = (stats.byKind[context.kind] ??= { requests: 0, badAnswers: 0 });
          kind.requests += 1;
          if (traffic.partial?.(body)) stats.partlyInBrowser += 1;
          const message = traffic.problem(status, body, context.kind);
          if (message) {
            stats.badAnswers += 1;
            kind.badAnswers += 1;
            stats.errorMessages.set(message, (stats.errorMessages.get(message) ?? 0) + 1);
          }
        },
      },
    ],
  });
  // Runs after onResponse and before the client's next write (both synchronous in autocannon's parser callback).
  instance.on('response', (client) => {
    if (answerCloses) skipWriteAfterClose(client);
  });
  const ticker = onTick && setInterval(() => onTick(stats), sampleMs);
  return new Promise((done, fail) => {
    instance.on('done', (result) => {
      if (ticker) clearInterval(ticker);
      done({ result, stats });
    });
    instance.on('error', fail);
  });
}
