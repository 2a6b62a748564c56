import type { Mail } from '../../../shared/mailer';
import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';
import { signUpAndSignIn } from '../../../../test-support/accounts-helpers';

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const REGISTER = `mutation($e: String!) { register(email: $e, name: "Some Body", gender: prefer_not_to_say, password: "Secret12345") }`;
const FORGOT = `mutation($e: String!) { forgotPassword(email: $e) }`;

/** The answer, or a failure if it does not come within the deadline. */
async function answerWithin(ms: number, request: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([request, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Replaces the mailer's send for the duration of `body`. */
async function withMailer(send: (mail: Mail) => Promise<void>, body: () => Promise<void>) {
  const mailer = server.api.services.mailer;
  const original = mailer.send;
  mailer.send = send;
  try {
    await body();
  } finally {
    mailer.send = original;
  }
}

let counter = 0;
async function answersFor(query: string, addresses: string[]) {
  const answers = [];
  for (const address of addresses) {
    // A fresh client address each time, so the per-address limits of this check do not add up.
    const client = new TestClient(server.url, `10.77.0.${++counter}`);
    answers.push(await answerWithin(5000, client.request(query, { e: address })));
  }
  return answers;
}

describe('sign-up and forgot-password do not reveal which addresses have accounts', () => {
  const active = 'privacy-active@example.com';
  const inactive = 'privacy-inactive@example.com';
  beforeAll(async () => {
    await signUpAndSignIn(server, active);
    await new TestClient(server.url).data(REGISTER, { e: inactive });
    await server.settled();
  });

  it('gives every address the same answer when mail works', async () => {
    for (const query of [REGISTER, FORGOT]) {
      const answers = await answersFor(query, [active, inactive, `privacy-new-${counter}@example.com`]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({ data: expect.any(Object) });
    }
    await server.settled();
  });

  it('gives every address the same answer when the mail server fails', async () => {
    let attempts = 0;
    await withMailer(
      async () => {
        attempts += 1;
        throw new Error('SMTP 451 try again later');
      },
      async () => {
        for (const query of [REGISTER, FORGOT]) {
          const answers = await answersFor(query, [active, inactive, `privacy-fail-${counter}@example.com`]);
          expect(answers.map((answer) => JSON.stringify(answer))).toEqual(Array(3).fill(JSON.stringify(answers[0])));
          expect((answers[0] as { errors?: unknown }).errors).toBeUndefined();
        }
        await server.settled();
      },
    );
    // The mail really was attempted (and failed) for the known addresses and the new sign-up.
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it('answers at once while the mail server hangs', async () => {
    const held: (() => void)[] = [];
    await withMailer(
      () => new Promise<void>((resolve) => held.push(resolve)),
      async () => {
        try {
          for (const query of [REGISTER, FORGOT]) {
            const answers = await answersFor(query, [active, inactive, `privacy-slow-${counter}@example.com`]);
            expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
          }
        } finally {
          // Let the held mails go once the answers are in; wait until every one of them was handed over.
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline) {
            held.splice(0).forEach((release) => release());
            if (server.api.services.tasks.pending === 0) break;
            await server.api.services.tasks.idle(50);
          }
          await server.settled();
        }
      },
    );
  });
});

describe('per-inbox limits', () => {
  it('sends no more than 3 sign-up and 3 reset mails an hour to one address, yet answers every request as usual', async () => {
    const limited = await startTestApi({ RATE_LIMIT_FACTOR: '1' });
    try {
      for (const [query, allowed] of [
        [REGISTER, 3],
        [FORGOT, 3],
      ] as const) {
        const codes: string[] = [];
        for (let attempt = 0; attempt <= allowed; attempt++) {
          const client = new TestClient(limited.url, `10.88.${allowed}.${attempt}`);
          const result = await client.request(query, { e: 'flooded@example.com' });
          codes.push(result.errors?.[0]?.extensions?.code ?? 'OK');
        }
        // A 429 here would lock the address's owner out of their own sign-up or reset for an hour.
        expect(codes).toEqual(Array(allowed + 1).fill('OK'));
      }
      await limited.settled();
      const kinds = (await limited.outbox())
        .filter((mail) => mail.to === 'flooded@example.com')
        .map((mail) => mail.kind);
      expect(kinds.filter((kind) => kind === 'activation')).toHaveLength(3);
      expect(kinds.filter((kind) => kind === 'password-reset')).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
