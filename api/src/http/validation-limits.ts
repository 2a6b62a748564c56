import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule, type MaxDepthOptions } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';

export const MAX_QUERY_DEPTH = 10;
export const MAX_ALIASES = 15;

/**
 * Armor's rejection reported as an ordinary validation error (so every other problem is reported too), with the
 * code and wording our clients have always had rather than Armor's "Syntax Error: ... limit of n exceeded, found m."
 * (the document parsed fine; it is only too large).
 */
function reportTooComplex(describe: (found: string) => string) {
  return (context: ValidationContext | null, error: GraphQLError): void => {
    const found = /found (\d+)/.exec(error.message)?.[1] ?? 'too many';
    context?.reportError(new GraphQLError(describe(found), { extensions: { code: 'QUERY_TOO_COMPLEX' } }));
  };
}

/** Depth in fields: fragments are followed and add no level; introspection fields count too. */
const DEPTH_LIMIT: MaxDepthOptions = {
  n: MAX_QUERY_DEPTH,
  flattenFragments: true,
  ignoreIntrospection: false,
  propagateOnRejection: false,
  onReject: [reportTooComplex((found) => `Query is too deep: ${found} levels, at most ${MAX_QUERY_DEPTH} allowed`)],
};
/** Every alias counts (`__typename` too), in fragments as well: aliases multiply work. */
const ALIAS_LIMIT: Parameters<typeof maxAliasesRule>[0] = {
  n: MAX_ALIASES,
  allowList: [],
  propagateOnRejection: false,
  onReject: [reportTooComplex((found) => `Too many aliases: ${found}, at most ${MAX_ALIASES} allowed`)],
};

/** The Yoga plugins (GraphQL Armor). */
export const depthLimitPlugin = (): Plugin => maxDepthPlugin<YogaInitialContext>(DEPTH_LIMIT);
export const aliasLimitPlugin = (): Plugin => maxAliasesPlugin<YogaInitialContext>(ALIAS_LIMIT);

/** The same checks as validation rules, for checking documents outside a request (the front ends' documents). */
export const armorValidationRules = () => [maxDepthRule(DEPTH_LIMIT), maxAliasesRule(ALIAS_LIMIT)];
