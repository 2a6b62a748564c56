import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  COMPARE_LIMIT,
  type CompareAddResult,
  type FragmentOf,
  outlinedPill,
  readFragment,
  useAppStore,
} from '@gadgets/shared-ui';
import { listPriceText, ModelCard } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from '../../mobile-section';
import { phoneCardOf } from './phone-card';
import { PhoneFinder_ItemFragment } from './phone-finder-queries';
import { keyNumbersText } from './phone-numbers';

const MESSAGES: Record<CompareAddResult, (name: string) => string> = {
  added: (name) => `${name} was added to your compare list.`,
  'already-present': (name) => `${name} is already in your compare list.`,
  full: () => `Your compare list is full: you can compare up to ${COMPARE_LIMIT} models. Remove one to add another.`,
};

/** One match: the card that opens the phone's page, and a button that adds it to the shared compare list. */
export function PhoneFinderCard({ entry }: { entry: FragmentOf<typeof PhoneFinder_ItemFragment> }) {
  const phone = readFragment(PhoneFinder_ItemFragment, entry);
  const addToCompare = useAppStore((state) => state.addToCompare);
  const [result, setResult] = useState<CompareAddResult | null>(null);
  const title = `${phone.companyName} ${phone.name}`;
  return (
    <Item>
      <ModelCard
        {...phoneCardOf(phone)}
        description={keyNumbersText(phone)}
        footer={listPriceText(phone.listPriceCents, phone.currency)}
      />
      <AddButton
        type="button"
        aria-label={`Add to compare: ${title}`}
        onClick={() => setResult(addToCompare('mobile', { company: phone.companyPath, path: phone.path }))}
      >
        Add to compare
      </AddButton>
      <Status role="status">
        {result ? (
          <>
            {MESSAGES[result](title)} <Link to={MOBILE_SECTION.compare.path}>Open comparison</Link>
          </>
        ) : null}
      </Status>
    </Item>
  );
}

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const AddButton = styled.button`
  padding: 6px 12px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Status = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;
