import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';

/** The API's printed schema, beside the front-end packages in this repository. */
export const SCHEMA_FILE = join(__dirname, '..', '..', '..', 'api', 'schema.graphql');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isOperation = (value: unknown): value is DocumentNode =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'Document' &&
  (value as DocumentNode).definitions.some((definition) => definition.kind === 'OperationDefinition');

/** Every exported operation document under `sourceDir` (fragments are checked inside the operations that spread them). */
function operationsIn(sourceDir: string): { name: string; document: DocumentNode }[] {
  return sourceFiles(sourceDir)
    .filter((file) => readFileSync(file, 'utf8').includes('graphql('))
    .flatMap((file) =>
      // Loads every module by path to find its documents; a static import cannot name them.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      Object.entries(require(file) as Record<string, unknown>)
        .filter((entry): entry is [string, DocumentNode] => isOperation(entry[1]))
        .map(([name, document]) => ({ name, document })),
    );
}

/**
 * Checks every GraphQL document a package sends against the API's printed schema, so a renamed field or argument
 * fails in the package's own tests rather than in a visitor's browser; each is named after its component.
 */
export function describeGraphqlDocuments(packageName: string, sourceDir: string, someExpectedNames: string[]): void {
  const documents = operationsIn(sourceDir);
  describe(`GraphQL documents of ${packageName}`, () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));

    it('finds the documents', () => {
      expect(documents.map(({ name }) => name)).toEqual(expect.arrayContaining(someExpectedNames));
    });

    it.each(documents.map(({ name, document }) => [name, document] as const))(
      '%s is valid against the API schema',
      (_name, document) => {
        expect(validate(schema, document).map((error) => error.message)).toEqual([]);
      },
    );

    it.each(documents.map(({ name, document }) => [name, document] as const))(
      '%s is named after its component',
      (name, document) => {
        const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
        if (operation?.kind !== 'OperationDefinition') throw new Error(`${name} has no operation`);
        expect(name).toBe(`${operation.name?.value}${operation.operation === 'mutation' ? 'Mutation' : 'Query'}`);
      },
    );
  });
}
