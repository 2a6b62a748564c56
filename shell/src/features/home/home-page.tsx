import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, SECTION_TITLES, type Section } from '@gadgets/shared-ui';

const CATEGORY_LINKS: { section: Section; to: string; blurb: string }[] = [
  { section: 'mobile', to: '/mobile', blurb: 'Every spec of the phones worth knowing, side by side.' },
  { section: 'laptop', to: '/laptop', blurb: 'Processors, displays, batteries and weights compared.' },
  { section: 'bike', to: '/bike', blurb: 'Engines, dimensions and brakes of current motorcycles.' },
  { section: 'desktop', to: '/desktop/custom-pc-build', blurb: 'Pick compatible parts and save your build.' },
];

export default function HomePage() {
  return (
    <PageContainer>
      <PageTitle>Find, compare and choose your next gadget</PageTitle>
      <PageLead>Full specifications of phones, laptops and bikes, and a custom PC builder.</PageLead>
      <CategoryGrid>
        {CATEGORY_LINKS.map(({ section, to, blurb }) => (
          <li key={section}>
            <Link to={to}>
              <strong>{SECTION_TITLES[section]}</strong>
              <span>{blurb}</span>
            </Link>
          </li>
        ))}
      </CategoryGrid>
    </PageContainer>
  );
}

const CategoryGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  a {
    display: flex;
    flex-direction: column;
    gap: 8px;
    height: 100%;
    padding: 24px;
    border-radius: ${({ theme }) => theme.radius.large};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.card};
    text-decoration: none;
    transition: transform 0.15s;
  }
  a:hover { transform: translateY(-2px); }
  strong { font-size: 1.2rem; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;
