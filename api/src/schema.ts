import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type ValueNode,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { accountTypeDefs } from './modules/accounts/schema';
import { bikeTypeDefs } from './modules/bikes/schema';
import { modelTypeDefs } from './modules/models/schema';
import { commentTypeDefs } from './modules/comments/schema';
import { contactTypeDefs } from './modules/contact/schema';
import { commonTypeDefs } from './modules/common/schema';
import { creditTypeDefs } from './modules/credits/schema';
import { customPcTypeDefs } from './modules/custom-pcs/schema';
import { deviceTypeDefs } from './modules/devices/schema';
import { finderTypeDefs } from './modules/finder/schema';
import { laptopTypeDefs } from './modules/laptops/schema';
import { pcPartTypeDefs } from './modules/pc-parts/schema';
import { phonePageTypeDefs } from './modules/phones/phone-page-schema';
import { phoneTypeDefs } from './modules/phones/schema';
import { accountDataTypeDefs } from './modules/account-data/schema';
import { followTypeDefs } from './modules/follows/schema';
import { modelReviewTypeDefs } from './modules/model-reviews/schema';
import { notificationTypeDefs } from './modules/notifications/schema';
import { moderationTypeDefs } from './modules/moderation/schema';
import { signInProviderTypeDefs } from './modules/sign-in-providers/schema';
import { voteTypeDefs } from './modules/votes/schema';
import { resolverMap } from './resolvers';
import { guardArguments } from './shared/argument-guard';

export const typeDefs = [
  commonTypeDefs,
  modelTypeDefs,
  finderTypeDefs,
  bikeTypeDefs,
  accountTypeDefs,
  commentTypeDefs,
  customPcTypeDefs,
  pcPartTypeDefs,
  deviceTypeDefs,
  creditTypeDefs,
  laptopTypeDefs,
  phoneTypeDefs,
  phonePageTypeDefs,
  voteTypeDefs,
  notificationTypeDefs,
  accountDataTypeDefs,
  modelReviewTypeDefs,
  followTypeDefs,
  contactTypeDefs,
  signInProviderTypeDefs,
  moderationTypeDefs,
];

function parseLiteral(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, parseLiteral(field.value)]));
    case Kind.LIST:
      return ast.values.map(parseLiteral);
    case Kind.NULL:
      return null;
    default:
      throw new GraphQLError('JSON literals cannot hold variables');
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral,
});

export function buildSchema() {
  const schema = createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [{ JSON: JSONScalar }, ...resolverMap],
  });
  // Operations without a resolver yet fail loudly instead of returning null.
  for (const typeName of ['Query', 'Mutation', 'Subscription']) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const missing = typeName === 'Subscription' ? !field.subscribe : !field.resolve;
      if (missing) {
        const fail = () => {
          throw new GraphQLError(`${typeName}.${field.name} is not implemented yet`, {
            extensions: { code: 'NOT_IMPLEMENTED' },
          });
        };
        if (typeName === 'Subscription') field.subscribe = fail;
        else field.resolve = fail;
      }
    }
  }
  return guardArguments(schema);
}

export function printedSchema(): string {
  return printSchema(lexicographicSortSchema(buildSchema()));
}
