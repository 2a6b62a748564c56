import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { buildSchema } from '../schema';
import { signUpAndSignIn } from '../../test-support/accounts-helpers';
import { startTestApi, type GraphQLResponse, type TestApi, type TestClient } from '../../test-support/helpers';

/**
 * Walks the schema and sends every argument of every query and mutation (nested input fields included) a set of
 * bad values, as a signed-in admin so access checks do not stop the value before it is looked at. Every answer
 * must be an error we meant (a field error, or GraphQL's own refusal of a wrong type), never 'Unexpected error.',
 * and no table may gain or lose a row. Subscriptions are covered by src/shared/__tests__/input-guard.test.ts's shared guard.
 */

/** A leaf an argument value can be changed at: the argument itself or a field of an input object inside it. */
interface Leaf {
  path: (string | number)[];
  type: GraphQLInputType;
}

interface Probe {
  label: string;
  value: unknown;
  /** Bad values must be refused; odd ones (empty, injection strings) may be accepted but must not break anything. */
  mustFail: boolean;
}

const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '{"$gt": ""}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '%00%0d%0a',
];

function probesFor(type: GraphQLInputType): Probe[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return [
      { label: 'empty list', value: [], mustFail: false },
      {
        label: 'huge list',
        value: Array.from({ length: 101 }, () => sampleValue(nullable.ofType as GraphQLInputType)),
        mustFail: true,
      },
      { label: 'object instead of list', value: { nested: { deeper: true } }, mustFail: true },
    ];
  }
  if (isEnumType(nullable))
    return [
      { label: 'unknown enum', value: 'NOT_A_VALUE', mustFail: true },
      { label: 'number for enum', value: 7, mustFail: true },
    ];
  if (isInputObjectType(nullable)) return [{ label: 'string for input object', value: 'x', mustFail: true }];
  switch (nullable.name) {
    case 'String':
    case 'ID':
      return [
        { label: 'empty', value: '', mustFail: false },
        { label: 'huge', value: 'x'.repeat(20_000), mustFail: true },
        { label: 'NUL', value: 'ab\u0000cd', mustFail: true },
        { label: 'control', value: 'ab\u0007\u001bcd', mustFail: true },
        { label: 'bidi override', value: 'ab\u202ecd', mustFail: true },
        { label: 'half surrogate', value: 'ab\ud800cd', mustFail: true },
        { label: 'integer id beyond range', value: '99999999999', mustFail: nullable.name === 'ID' },
        { label: 'object for text', value: { $gt: '' }, mustFail: true },
        ...INJECTIONS.map((value) => ({ label: `injection ${value}`, value, mustFail: false })),
      ];
    case 'Int':
      return [
        { label: 'zero', value: 0, mustFail: false },
        { label: 'negative', value: -1, mustFail: false },
        { label: 'beyond 32 bits', value: 2 ** 31, mustFail: true },
        { label: 'fraction', value: 1.5, mustFail: true },
        { label: 'text for Int', value: '1; DROP TABLE users', mustFail: true },
      ];
    case 'Float':
      return [
        { label: 'negative', value: -1, mustFail: false },
        { label: 'enormous', value: 1e308, mustFail: false },
        { label: 'text for Float', value: 'NaN', mustFail: true },
      ];
    case 'Boolean':
      return [{ label: 'text for Boolean', value: 'yes', mustFail: true }];
    default:
      return [{ label: 'nested object', value: { a: { b: { c: ['\u0000'] } } }, mustFail: false }];
  }
}

/** A harmless value of the type (not meant to be valid for the resolver: the fuzzed value is what matters). */
function sampleValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType as GraphQLInputType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]!.value;
  if (isInputObjectType(nullable)) {
    const fields = Object.values(nullable.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  switch (nullable.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return '1';
    default:
      return 'fuzz';
  }
}

function leavesOf(type: GraphQLInputType, path: (string | number)[], depth = 0): Leaf[] {
  const nullable = getNullableType(type);
  const leaves: Leaf[] = [{ path, type }];
  if (depth > 2) return leaves;
  if (isListType(nullable) && isInputObjectType(getNullableType(nullable.ofType))) {
    leaves.push(...leavesOf(nullable.ofType as GraphQLInputType, [...path, 0], depth + 1));
  } else if (isInputObjectType(nullable)) {
    for (const field of Object.values(nullable.getFields()))
      leaves.push(...leavesOf(field.type, [...path, field.name], depth + 1));
  }
  return leaves;
}

/** The argument values with `value` put at `path` (inside a copy of the sample values). */
function withValueAt(
  base: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key, index) => {
    if (target[key] === undefined || target[key] === null) target[key] = typeof path[index + 1] === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  });
  target[path[path.length - 1]!] = value;
  return copy;
}

function documentFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args
    .map((argument: GraphQLArgument) => `$${argument.name}: ${argument.type.toString()}`)
    .join(', ');
  const args = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation} Fuzz(${variables}) { ${field.name}(${args})${selection} }`;
}

let server: TestApi;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestApi({ RATE_LIMIT_FACTOR: '0' });
  admin = await signUpAndSignIn(server, 'fuzz-admin@example.com', { admin: true });
});
afterAll(() => server.close());

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await server.api.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows = await server.api.db.query<{ name: string; n: number }>(
    tables
      .map((table) => `SELECT '${table.table_name}' AS name, count(*)::int AS n FROM "${table.table_name}"`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

interface Case {
  coordinate: string;
  document: string;
  variables: Record<string, unknown>;
  leaf: string;
  probe: Probe;
}

function casesOf(operation: 'query' | 'mutation'): Case[] {
  const type = buildSchema().getType(operation === 'query' ? 'Query' : 'Mutation');
  if (!isObjectType(type)) return [];
  const cases: Case[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.length === 0) continue;
    const document = documentFor(operation, field);
    const base = Object.fromEntries(field.args.map((argument) => [argument.name, sampleValue(argument.type)]));
    for (const argument of field.args) {
      for (const leaf of leavesOf(argument.type, [argument.name])) {
        for (const probe of probesFor(leaf.type)) {
          cases.push({
            coordinate: `${type.name}.${field.name}`,
            document,
            variables: withValueAt(base, leaf.path, probe.value),
            leaf: leaf.path.join('.'),
            probe,
          });
        }
      }
    }
  }
  return cases;
}

/** What is wrong with one answer, or null when it is an answer we meant. */
function problemWith(testCase: Case, result: GraphQLResponse): string | null {
  const errors = result.errors ?? [];
  if (errors.some((error) => /unexpected error/i.test(error.message)))
    return `Unexpected error: ${JSON.stringify(errors)}`;
  if (!testCase.probe.mustFail) return null;
  if (errors.length === 0) return 'accepted';
  const [first] = errors;
  // GraphQL itself refuses wrong types and out-of-range Ints while coercing variables (no field reached).
  if (!first!.path && /Variable "\$/.test(first!.message)) return null;
  if (first!.extensions?.code !== 'BAD_USER_INPUT' || typeof first!.extensions?.field !== 'string')
    return `not a field error: ${JSON.stringify(first)}`;
  return null;
}

async function run(cases: Case[], concurrency: number): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const testCase = cases[next++]!;
      const result = await admin.request(testCase.document, testCase.variables);
      const problem = problemWith(testCase, result);
      if (problem)
        problems.push(`${testCase.coordinate} ${testCase.leaf} (${testCase.probe.label}): ${problem.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return problems;
}

describe('every argument of every query and mutation, fed bad values', () => {
  it('queries answer with field errors (or GraphQL type errors), never an unexpected error', async () => {
    const cases = casesOf('query');
    expect(cases.length).toBeGreaterThan(300);
    expect(await run(cases, 8)).toEqual([]);
    // Hundreds of requests: generous, because a busy two-core CI machine is slow, not wrong.
  }, 180_000);

  it('mutations refuse every bad value and change no row of any table', async () => {
    const cases = casesOf('mutation');
    expect(cases.length).toBeGreaterThan(300);
    const before = await rowCounts();
    // A few in flight keep the run short; the row counts are compared once the bad values are all answered.
    expect(
      await run(
        cases.filter((testCase) => testCase.probe.mustFail),
        4,
      ),
    ).toEqual([]);
    await server.settled();
    expect(await rowCounts()).toEqual(before);
    // Odd but acceptable text (empty, injection strings) may be stored as typed; it must never break anything.
    expect(
      await run(
        cases.filter((testCase) => !testCase.probe.mustFail),
        4,
      ),
    ).toEqual([]);
  }, 240_000);
});
