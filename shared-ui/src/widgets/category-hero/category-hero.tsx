import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageLead, PageTitle, SectionHeading, useAppStore, wrappingRow, type AccentName } from '@gadgets/shared-ui';
import { accentFill } from '../accent-colors';
import { BrandStrip } from '../brand-strip/brand-strip';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { useComparableSection } from '../section/section-descriptor';

interface CategoryHeroProps {
  title: string;
  lead: string;
  /** What the button says while the compare list is empty: 'Compare laptops'. */
  compareLabel: string;
}

/**
 * A comparable category's home opening, read from its section: the breadcrumb, the title and lead with the way to its
 * comparison ('Your comparison (2)' once models are in it), then its brands.
 */
export function CategoryHero({ title, lead, compareLabel }: CategoryHeroProps) {
  const section = useComparableSection();
  const compareCount = useAppStore((state) => state.compare[section.section].length);
  return (
    <>
      <Breadcrumb section={section.section} />
      <Hero>
        <div>
          <PageTitle>{title}</PageTitle>
          <PageLead>{lead}</PageLead>
        </div>
        <CompareLink to={section.compare.path} $accent={section.accent}>
          {compareCount > 0 ? `Your comparison (${compareCount})` : compareLabel}
        </CompareLink>
      </Hero>
      <SectionHeading>Brands</SectionHeading>
      <BrandStrip section={section.section} basePath={section.basePath} />
    </>
  );
}

const Hero = styled.div`
  ${wrappingRow('16px', 'flex-end')}
  justify-content: space-between;
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
