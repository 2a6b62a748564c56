import type { ListAttribute, NumberAttribute, PartAttributes, TextAttribute } from './attributes';

/**
 * What a candidate part must satisfy to add no error to a build. A candidate whose attribute is unknown (null, or
 * an empty list) passes, as the rules never report an error on an unknown value.
 */
export type Constraint =
  | { attribute: NumberAttribute; atLeast: number }
  | { attribute: NumberAttribute; atMost: number }
  | { attribute: TextAttribute; oneOf: string[] }
  | { attribute: ListAttribute; includesAny: string[] };

export function matchesConstraint(attributes: PartAttributes, constraint: Constraint): boolean {
  if ('includesAny' in constraint) {
    const values = attributes[constraint.attribute];
    return values.length === 0 || values.some((value) => constraint.includesAny.includes(value));
  }
  if ('oneOf' in constraint) {
    const value = attributes[constraint.attribute];
    return value === null || constraint.oneOf.includes(value);
  }
  const value = attributes[constraint.attribute];
  if (value === null) return true;
  return 'atLeast' in constraint ? value >= constraint.atLeast : value <= constraint.atMost;
}

export function matchesConstraints(attributes: PartAttributes, constraints: readonly Constraint[]): boolean {
  return constraints.every((constraint) => matchesConstraint(attributes, constraint));
}
