import { type Build, readBuild, withCandidate, withoutSlotOf } from './build';
import type { Constraint } from './constraints';
import type { PartCategory } from './part-categories';
import { categoryOf, type PartInput } from './parts';
import type { Problem } from './problems';
import {
  boardFormFactorRule,
  coolerHeightRule,
  gpuLengthRule,
  psuFormFactorRule,
  psuLengthRule,
} from './rules/case-rules';
import { coolerNeededRule, graphicsNeededRule, onePartPerSlotRule } from './rules/completeness-rules';
import { coolerSocketRule } from './rules/cooler-rules';
import {
  cpuSocketRule,
  memoryCapacityRule,
  memorySlotsRule,
  memoryTypeRule,
  storageSlotsRule,
} from './rules/platform-rules';
import { powerRule } from './rules/power-rules';
import type { Rule } from './rules/rule';
import { estimateWattage, recommendedPsuWattage } from './wattage';

export const RULES: readonly Rule[] = [
  onePartPerSlotRule,
  cpuSocketRule,
  memoryTypeRule,
  memorySlotsRule,
  memoryCapacityRule,
  storageSlotsRule,
  boardFormFactorRule,
  gpuLengthRule,
  coolerSocketRule,
  coolerHeightRule,
  psuFormFactorRule,
  psuLengthRule,
  powerRule,
  coolerNeededRule,
  graphicsNeededRule,
];

export interface BuildReport {
  /** Errors first, then warnings. */
  problems: Problem[];
  /** Checks the data could not make (a field the source does not state), one sentence each. */
  unchecked: string[];
  estimatedWattage: number;
  /** Smallest supply rating with the recommended headroom, in 50 W steps (0 for an empty build). */
  recommendedPsuWattage: number;
}

/** Every rule's problems with a build, errors first. */
function problemsOf(build: Build): Problem[] {
  const problems = RULES.flatMap((rule) => rule.check(build));
  return [
    ...problems.filter((found) => found.severity === 'error'),
    ...problems.filter((found) => found.severity === 'warning'),
  ];
}

export function checkBuild(parts: readonly PartInput[]): BuildReport {
  const build = readBuild(parts);
  const estimatedWattage = estimateWattage(build);
  return {
    problems: problemsOf(build),
    unchecked: RULES.flatMap((rule) => rule.unchecked?.(build) ?? []),
    estimatedWattage,
    recommendedPsuWattage: recommendedPsuWattage(estimatedWattage),
  };
}

export function hasErrors(report: Pick<BuildReport, 'problems'>): boolean {
  return report.problems.some((found) => found.severity === 'error');
}

export interface CandidateReport {
  /** False when picking the candidate would add an error naming it. */
  compatible: boolean;
  /** The problems that would name the candidate, errors first. */
  problems: Problem[];
}

/** What picking `candidate` would do to the build: the problems it would be part of. */
export function checkCandidate(parts: readonly PartInput[], candidate: PartInput): CandidateReport {
  // The rules' problems only: a picker page checks each of its candidates, and the unchecked sentences and wattage
  // of a whole-build check would be made for each and thrown away.
  const problems = problemsOf(readBuild(withCandidate(parts, candidate))).filter((found) =>
    found.partIds.includes(candidate.id),
  );
  return { compatible: !problems.some((found) => found.severity === 'error'), problems };
}

/**
 * What a candidate of `category` must satisfy to be compatible with the build: the rules' own conditions, for a
 * query on stored attributes (see partAttributes). A part matching them gets no error from checkCandidate.
 */
export function compatibilityConstraints(category: PartCategory, parts: readonly PartInput[]): Constraint[] {
  const build: Build = readBuild(withoutSlotOf(parts, category).filter((part) => categoryOf(part) !== null));
  return RULES.flatMap((rule) => rule.constrain?.(category, build) ?? []);
}
