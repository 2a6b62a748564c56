/** One request the fake API received, as an integrator's page would send it. */
export interface FakeApiRequest {
  url: string;
  operationName: string;
}

/** Operations whose answer never comes (a subscription that stays open). */
const OPEN_OPERATIONS = new Set(['PageActivity_Events']);

/**
 * The API as a mounted remote reaches it over `fetch`: answers each operation by its name with the given
 * `data` (null when none is given), keeps subscriptions open, and records every request.
 */
export function fakeApi(answers: Record<string, unknown>) {
  const requests: FakeApiRequest[] = [];
  const fetch = async (url: string, init: { body?: string }) => {
    const { operationName } = JSON.parse(init.body ?? '{}') as { operationName: string };
    requests.push({ url, operationName });
    if (OPEN_OPERATIONS.has(operationName)) return new Promise<never>(() => undefined);
    return {
      status: 200,
      statusText: 'OK',
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify({ data: answers[operationName] ?? null }),
    };
  };
  return { fetch, requests };
}
