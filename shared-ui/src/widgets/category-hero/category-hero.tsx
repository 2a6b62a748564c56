import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageLead, PageTitle, useAppStore, type AccentName, type CompareCategory } from '@gadgets/shared-ui';
import { accentFill } from '../accent-colors';
import { useSectionAccent } from '../section/section-descriptor';

interface CategoryHeroProps {
  title: string;
  lead: string;
  category: CompareCategory;
  comparePath: string;
  /** What the button says while the compare list is empty: 'Compare laptops'. */
  compareLabel: string;
  /** The section's accent when left out. */
  accent?: AccentName;
}

/** A category home's title and lead, with the way to its comparison ('Your comparison (2)' once models are in it). */
export function CategoryHero({
  title,
  lead,
  category,
  comparePath,
  compareLabel,
  accent: givenAccent,
}: CategoryHeroProps) {
  const accent = useSectionAccent(givenAccent);
  const compareCount = useAppStore((state) => state.compare[category].length);
  return (
    <Hero>
      <div>
        <PageTitle>{title}</PageTitle>
        <PageLead>{lead}</PageLead>
      </div>
      <CompareLink to={comparePath} $accent={accent}>
        {compareCount > 0 ? `Your comparison (${compareCount})` : compareLabel}
      </CompareLink>
    </Hero>
  );
}

const Hero = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
`;

/* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
const CompareLink = styled(Link)<{ $accent: AccentName }>`
  && {
    margin-bottom: 24px;
    padding: 10px 20px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme, $accent }) => accentFill(theme, $accent)};
    color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
    font-weight: 700;
    text-decoration: none;
  }
  &&:hover {
    filter: brightness(0.9);
  }
`;
