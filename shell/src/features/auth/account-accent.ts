import type { AccentName } from '@gadgets/shared-ui';

/** The account panels come in the spec's three colour themes. */
export type AccountAccent = Extract<AccentName, 'green' | 'blue' | 'red'>;
