import styled from 'styled-components';
import { accentText, ChipList } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from '../../mobile-section';

/** Where to buy: external shops open in a new tab and learn nothing about the page we came from. */
export function RetailerLinks({ retailers }: { retailers: { name: string; url: string }[] }) {
  if (retailers.length === 0) return null;
  return (
    <div>
      <Heading>Available at</Heading>
      <List aria-label="Retailers">
        {retailers.map((retailer) => (
          <li key={retailer.name}>
            <a href={retailer.url} target="_blank" rel="noopener noreferrer">
              {retailer.name}
              <span aria-hidden="true"> ↗</span>
            </a>
          </li>
        ))}
      </List>
    </div>
  );
}

const Heading = styled.p`
  margin: 0 0 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled(ChipList)`
  /* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
  && a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.accents[MOBILE_SECTION.accent].base};
    color: ${({ theme }) => accentText(theme, MOBILE_SECTION.accent)};
    font-size: 0.85rem;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.accents[MOBILE_SECTION.accent].soft};
  }
`;
