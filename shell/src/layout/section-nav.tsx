import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { sectionOfPath } from '@gadgets/shared-ui';
import { useSectionRegistry } from '../sections/section-registry-context';

/** The deployed sections, in the registry's order: a section added to remotes.json appears here on the next page. */
export function SectionNav() {
  const sections = useSectionRegistry();
  const { pathname } = useLocation();
  if (!sections || sections.length === 0) return null;
  const current = sectionOfPath(sections, pathname);
  return (
    <Nav aria-label="Sections">
      {sections.map((section) => (
        <SectionLink
          key={section.name}
          to={section.home}
          $accent={section.accent}
          aria-current={section === current ? 'page' : undefined}
        >
          {section.title}
        </SectionLink>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  flex: none;
  display: flex;
  gap: 4px;
  /* On narrow screens the search box needs the room; the home page lists the sections there. */
  @media (max-width: 1100px) {
    display: none;
  }
`;

const SectionLink = styled(Link)<{ $accent: 'green' | 'blue' | 'red' | 'orange' }>`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  /* The accent marks the section by its tint and underline; the text keeps the body colour (AA on the tint). */
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    box-shadow: inset 0 -2px 0 ${({ theme, $accent }) => theme.accents[$accent].text};
  }
`;
