import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import { validationError, type FieldError } from './errors';

/**
 * One validation layer for every argument of every query, mutation and subscription, run before any resolver: so
 * no module needs its own copy, and text the database cannot store (NUL) or that misleads readers (control and
 * bidi-override characters) never reaches a store. Modules still apply their own rules (required, formats, ranges).
 */

/** Arguments (`Type.field.argument` or `InputType.field`) holding multi-line text, where newlines and tabs are fine. */
const MULTI_LINE = new Set([
  'Mutation.createComment.comment',
  'Mutation.addReview.comment',
  'ContactMessageInput.message',
]);

const MAX_TEXT_LENGTH = 2_000;
const MAX_MULTI_LINE_LENGTH = 10_000;
const MAX_LIST_ITEMS = 100;
/** Every list field's `limit`: no single request may ask for more rows than this. */
const MAX_LIST_LIMIT = 200;
const MAX_PAGE = 10_000;
/** Numeric ids are PostgreSQL `integer` keys. */
const MAX_INT_ID = 2_147_483_647;

// C0 and C1 control characters and DEL; multi-line text may keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Explicit embeddings, overrides and isolates (Trojan Source); they can make stored text read differently.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// Half a surrogate pair is not text; PostgreSQL would store a replacement character instead.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textSchema(multiLine: boolean) {
  const max = multiLine ? MAX_MULTI_LINE_LENGTH : MAX_TEXT_LENGTH;
  return z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters')
    .refine(
      (value) => !(multiLine ? CONTROL_EXCEPT_LINES : CONTROL).test(value),
      multiLine ? 'Must not contain control characters' : 'Must be a single line without control characters',
    )
    .refine((value) => !BIDI_CONTROL.test(value), 'Must not contain bidirectional override characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'Must be valid Unicode text');
}

const singleLineText = textSchema(false);
const multiLineText = textSchema(true);
const idSchema = singleLineText.refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_INT_ID, 'Unknown id');
const limitSchema = z
  .number()
  .int()
  .min(1, 'Must be at least 1')
  .max(MAX_LIST_LIMIT, `Must be at most ${MAX_LIST_LIMIT}`);
const pageSchema = z.number().int().min(1, 'Must be at least 1').max(MAX_PAGE, `Must be at most ${MAX_PAGE}`);

function schemaFor(typeName: string, argumentName: string, multiLine: boolean): z.ZodType | null {
  if (typeName === 'String') return multiLine ? multiLineText : singleLineText;
  if (typeName === 'ID') return idSchema;
  if (typeName === 'Int' && argumentName === 'limit') return limitSchema;
  if (typeName === 'Int' && argumentName === 'page') return pageSchema;
  return null;
}

/** Walks one value along its input type and records the first problem of each field path. */
function checkValue(
  type: GraphQLInputType,
  value: unknown,
  path: string,
  name: string,
  coordinate: string,
  errors: FieldError[],
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const items = value as unknown[];
    if (items.length > MAX_LIST_ITEMS) {
      errors.push({ field: path, message: `At most ${MAX_LIST_ITEMS} items` });
      return;
    }
    items.forEach((item, index) =>
      checkValue(nullable.ofType as GraphQLInputType, item, `${path}.${index}`, name, coordinate, errors),
    );
    return;
  }
  if (isInputObjectType(nullable)) {
    const record = value as Record<string, unknown>;
    for (const field of Object.values(nullable.getFields())) {
      // Most filter fields are absent: their paths are not even written.
      if (record[field.name] === null || record[field.name] === undefined) continue;
      checkValue(
        field.type,
        record[field.name],
        `${path}.${field.name}`,
        field.name,
        `${nullable.name}.${field.name}`,
        errors,
      );
    }
    return;
  }
  if (isEnumType(nullable) || !isScalarType(nullable)) return;
  const schema = schemaFor(nullable.name, name, MULTI_LINE.has(coordinate));
  const result = schema?.safeParse(value);
  if (result && !result.success) errors.push({ field: path, message: result.error.issues[0]!.message });
}

function checkArguments(
  coordinate: string,
  argumentDefinitions: readonly GraphQLArgument[],
  args: Record<string, unknown>,
): void {
  const errors: FieldError[] = [];
  for (const argument of argumentDefinitions) {
    checkValue(
      argument.type,
      args[argument.name],
      argument.name,
      argument.name,
      `${coordinate}.${argument.name}`,
      errors,
    );
  }
  if (errors.length > 0) throw validationError(errors);
}

function guarded<T extends GraphQLFieldResolver<unknown, unknown>>(
  coordinate: string,
  argumentDefinitions: readonly GraphQLArgument[],
  resolver: T,
): T {
  return ((parent, args, context, info) => {
    checkArguments(coordinate, argumentDefinitions, args as Record<string, unknown>);
    return resolver(parent, args, context, info);
  }) as T;
}

/** Wraps every root field that takes arguments so they are checked before its resolver (or subscription) runs. */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const typeName of ['Query', 'Mutation', 'Subscription']) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const coordinate = `${typeName}.${field.name}`;
      // A subscription's resolve runs per event: its arguments were checked once, at subscribe.
      if (field.resolve && typeName !== 'Subscription') field.resolve = guarded(coordinate, field.args, field.resolve);
      if (field.subscribe) field.subscribe = guarded(coordinate, field.args, field.subscribe);
    }
  }
  return schema;
}
