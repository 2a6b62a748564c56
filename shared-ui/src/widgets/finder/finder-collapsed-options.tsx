import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

/** How many options a long group shows before '+ 19 more'. */
export const COLLAPSED_OPTION_COUNT = 6;
/** A group this long or shorter shows whole: a '+ 2 more' button would save no room. */
const SHORT_GROUP = COLLAPSED_OPTION_COUNT + 2;

/**
 * A long option group (25 brands) shows its first few options and '+ 19 more' until asked for the rest, so the
 * filters after it stay within reach. A chosen option always shows, in its place, so what filters the results is
 * never hidden. The page renders collapsed on the server and in the browser alike.
 */
export function FinderCollapsedOptions<Option>({
  options,
  isChosen,
  children: renderOption,
}: {
  options: readonly Option[];
  isChosen: (option: Option) => boolean;
  /** One option's control, keyed. */
  children: (option: Option) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  if (options.length <= SHORT_GROUP) return <>{options.map(renderOption)}</>;
  const shown = expanded
    ? options
    : options.filter((option, place) => place < COLLAPSED_OPTION_COUNT || isChosen(option));
  const hidden = options.length - shown.length;
  return (
    <>
      {shown.map(renderOption)}
      {expanded || hidden > 0 ? (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `+ ${hidden} more`}
        </MoreButton>
      ) : null}
    </>
  );
}

const MoreButton = styled.button`
  align-self: flex-start;
  margin-top: 2px;
  padding: 2px 0;
  border: 0;
  background: none;
  color: inherit;
  font-size: 0.9rem;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;
