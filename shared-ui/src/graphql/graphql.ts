import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * Every GraphQL document of the site is written with this tag: gql.tada reads the API's schema
 * (`api/schema.graphql`, introspected into `graphql-env.d.ts` by `pnpm codegen`) and types each
 * document's result and variables from it, so a renamed field fails `pnpm typecheck`.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { ID: string; JSON: unknown };
  // Fragments spread into their parent's result type, so components read the fields they asked for directly.
  disableMasking: true;
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
