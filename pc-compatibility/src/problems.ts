export type RuleId =
  | 'one-part-per-slot'
  | 'cpu-socket'
  | 'memory-type'
  | 'memory-slots'
  | 'memory-capacity'
  | 'board-form-factor'
  | 'gpu-length'
  | 'cooler-socket'
  | 'cooler-height'
  | 'psu-form-factor'
  | 'psu-length'
  | 'power'
  | 'storage-slots'
  | 'cooler-needed'
  | 'graphics-needed';

/** Errors stop a build from working; warnings are advice (headroom, a missing cooler or display output). */
export type Severity = 'error' | 'warning';

export interface Problem {
  rule: RuleId;
  severity: Severity;
  /** One sentence naming the parts and their values. */
  message: string;
  /** The parts involved, so a picker can tell which candidate a problem is about. */
  partIds: string[];
}

export function problem(rule: RuleId, severity: Severity, message: string, partIds: string[]): Problem {
  return { rule, severity, message, partIds };
}

/** "A", "A and B", "A, B and C". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
