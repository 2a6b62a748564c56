import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';

/**
 * Every GraphQL document the shell sends is checked against the API's printed schema, so a renamed
 * field or argument fails here rather than in a visitor's browser (DESIGN.md section 4).
 */
const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'api', 'schema.graphql');
const SOURCE_DIR = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Document';

const documents = sourceFiles(SOURCE_DIR)
  .filter((file) => readFileSync(file, 'utf8').includes('graphql('))
  .flatMap((file) =>
    // Loads every module by path to find its documents; a static import cannot name them.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.entries(require(file) as Record<string, unknown>)
      // Fragments on their own are checked inside the operations that spread them.
      .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]) && entry[1].definitions.some((definition) => definition.kind === 'OperationDefinition'))
      .map(([name, document]) => ({ name, document })),
  );

describe('GraphQL documents of the shell', () => {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

  it('finds the documents', () => {
    expect(documents.map(({ name }) => name)).toEqual(expect.arrayContaining(['AuthProvider_LoginMutation', 'SearchDialog_SearchMobilesQuery']));
  });

  it.each(documents.map(({ name, document }) => [name, document] as const))('%s is valid against the API schema', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it.each(documents.map(({ name, document }) => [name, document] as const))('%s is named after its component', (name, document) => {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    if (operation?.kind !== 'OperationDefinition') throw new Error(`${name} has no operation`);
    expect(name).toBe(`${operation.name?.value}${operation.operation === 'mutation' ? 'Mutation' : 'Query'}`);
  });
});
