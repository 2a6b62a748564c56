export {
  CATEGORY_LABELS,
  MULTI_PART_CATEGORIES,
  OPTIONAL_CATEGORIES,
  PART_CATEGORIES,
  type PartCategory,
  toPartCategory,
} from './part-categories';
export type { PartInput } from './parts';
export { readBuild, withCandidate, type Build } from './build';
export { type Problem, type RuleId, type Severity } from './problems';
export {
  checkBuild,
  checkCandidate,
  compatibilityConstraints,
  hasErrors,
  RULES,
  type BuildReport,
  type CandidateReport,
} from './check-build';
export {
  estimateWattage,
  POWER_DRAW_LABELS,
  powerBudget,
  PSU_HEADROOM,
  recommendedPsuWattage,
  TYPICAL_DRAW_W,
  wattageBreakdown,
  type PowerBudget,
  type PowerDraw,
  type PowerDrawPart,
} from './wattage';
export {
  partAttributes,
  type ListAttribute,
  type NumberAttribute,
  type PartAttributes,
  type TextAttribute,
} from './attributes';
export { matchesConstraint, matchesConstraints, type Constraint } from './constraints';
export {
  PART_FILTER_KEYS,
  PART_FILTERS,
  partFilter,
  type BoundFilter,
  type ChoiceFilter,
  type PartFilter,
} from './part-filters';
