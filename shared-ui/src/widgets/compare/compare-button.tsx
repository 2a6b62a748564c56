import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { COMPARE_LIMIT, type CompareAddResult, type ComparableSectionName } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';

interface CompareButtonProps {
  section: ComparableSectionName;
  company: string;
  path: string;
  /** Name used in the confirmation, e.g. 'Pixel 9 Pro'. */
  name: string;
  /** The comparison page, e.g. '/mobile/compare_mobile_models'. */
  compareHref: string;
  accent?: AccentName;
}

/** Spec: 'Compare ({n})' while the compare list has items, else 'Compare'. */
export const compareButtonLabel = (count: number) => (count > 0 ? `Compare (${count})` : 'Compare');

function messageOf(result: CompareAddResult, name: string): string {
  if (result === 'added') return `${name} was added to your compare list.`;
  if (result === 'already-present') return `${name} is already in your compare list.`;
  return `Your compare list is full: you can compare up to ${COMPARE_LIMIT} models. Remove one to add another.`;
}

/** Adds the model to the shared compare list (at most 3) and says what happened. */
export function CompareButton({ section, company, path, name, compareHref, accent = 'blue' }: CompareButtonProps) {
  const count = useAppStore((state) => state.compare[section].length);
  const addToCompare = useAppStore((state) => state.addToCompare);
  const [result, setResult] = useState<CompareAddResult | null>(null);

  return (
    <>
      <AccentButton type="button" $accent={accent} onClick={() => setResult(addToCompare(section, { company, path }))}>
        {compareButtonLabel(count)}
      </AccentButton>
      <Status role="status" $full={result === 'full'}>
        {result ? (
          <>
            {messageOf(result, name)} <Link to={compareHref}>Open comparison</Link>
          </>
        ) : null}
      </Status>
    </>
  );
}

const Status = styled.p<{ $full: boolean }>`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.textMuted)};
  &:empty {
    display: none;
  }
`;
