import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { frontEndDocuments } from '../../cli/front-end-documents';
import { siteOperationNames } from '../../cli/site-operations';
import { SITE_OPERATIONS } from '../../generated/site-operations';
import { MAX_ROOT_FIELDS, rootFieldLimitRule } from '../limits';
import { MAX_QUERY_COST, operationCost } from '../query-cost';
import { armorValidationRules } from '../validation-limits';
import { buildSchema } from '../../schema';

/**
 * Every GraphQL document the front ends send (gql templates in shell, the remotes and shared-ui) must be valid
 * against this schema, so a renamed field fails CI here. `${Fragment}` interpolations are resolved by fragment name.
 */
const documents = frontEndDocuments();
const describeIfAny = documents.length > 0 ? describe : describe.skip;

describeIfAny('front-end GraphQL documents', () => {
  const schema = buildSchema();
  const parsed = documents.map((entry) => ({ ...entry, document: parse(entry.source, { noLocation: true }) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const entry of parsed) {
    for (const definition of entry.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }

  function withFragments(document: DocumentNode): DocumentNode {
    const needed = new Map<string, FragmentDefinitionNode>();
    const own = new Set(
      document.definitions
        .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => (d as FragmentDefinitionNode).name.value),
    );
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const record = node as { kind?: string; name?: { value: string } };
      if (record.kind === Kind.FRAGMENT_SPREAD && record.name) {
        const name = record.name.value;
        const fragment = fragments.get(name);
        if (fragment && !own.has(name) && !needed.has(name)) {
          needed.set(name, fragment);
          visit(fragment);
        }
      }
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object') visit(value);
      }
    };
    visit(document);
    return { ...document, definitions: [...document.definitions, ...needed.values()] };
  }

  it("names every front-end operation in the metrics' operation label (pnpm codegen writes the list)", () => {
    expect(SITE_OPERATIONS).toEqual(siteOperationNames());
  });

  const operations = parsed.filter((entry) =>
    entry.document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
  );

  it.each(operations.map((entry) => [`${entry.file}: ${entry.source.trim().split('\n')[0]}`, entry] as const))(
    '%s',
    (_, entry) => {
      // The API's own limits too, so a front-end query never grows past what the server accepts.
      const rules = [...specifiedRules, ...armorValidationRules(), rootFieldLimitRule(MAX_ROOT_FIELDS)];
      const document = withFragments(entry.document);
      const errors = validate(schema, document, rules).map((error) => error.message);
      expect(errors).toEqual([]);
      for (const operation of document.definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      )) {
        if (process.env.PRINT_QUERY_COST)
          console.log(`cost ${operationCost(schema, document, operation)} ${entry.file}`);
        expect(operationCost(schema, document, operation)).toBeLessThanOrEqual(MAX_QUERY_COST);
      }
    },
  );
});
