/**
 * How a seed line records the public pages its values were checked against.
 *
 * Most catalogue lines were written from the makers' spec sheets without the sheet at hand; the page a line names
 * (`url`, `src`, `sourceUrl`) is where the facts should be, not proof that they are. A check says: this page states
 * these values and the line agrees with it. A value is changed only when the maker's page, or two independent pages,
 * agree against it; the check then lists those pages. A value nobody has checked stays unverified (the data report,
 * `pnpm --filter @gadgets/api data-report`, lists them).
 */
export interface SourceCheck<Value extends string = string> {
  /** The page, an https URL. */
  url: string;
  /** The line's values this page states and agrees with. */
  values: readonly Value[];
}
