import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { sectionOfPath, useAppStore, type SectionRegistry } from '@gadgets/shared-ui';
import { AccountMenu, type AccountAccent } from '../features/auth';
import { NotificationsMenu } from '../features/notifications';
import { useSectionRegistry } from '../sections/section-registry-context';
import { SearchBox } from '../features/search';
import { SectionNav } from './section-nav';

/** The account panels take the colour of the section they open over (green unless a section has its own). */
function accentOf(registry: SectionRegistry | null, pathname: string): AccountAccent {
  const accent = registry && sectionOfPath(registry, pathname)?.accent;
  return accent === 'blue' || accent === 'red' ? accent : 'green';
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const registry = useSectionRegistry();
  // While the banner shows, the header sticks below it; once dismissed it is fixed at the very top.
  const fixed = useAppStore((state) => state.devBannerDismissed);
  return (
    <>
      <Header $fixed={fixed}>
        <Logo to="/" aria-label="Gadget Specs home">
          Gadget <span>Specs</span>
        </Logo>
        <SectionNav />
        <SearchBox />
        <Actions>
          <NotificationsMenu />
          <AccountMenu accent={accentOf(registry, pathname)} />
        </Actions>
      </Header>
      {fixed && <Spacer aria-hidden="true" />}
    </>
  );
}

const Header = styled.header<{ $fixed: boolean }>`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      left: 0;
      right: 0;
    `}
  @media (max-width: 600px) {
    padding: 0 12px;
    gap: 8px;
  }
`;

const Spacer = styled.div`
  height: ${({ theme }) => theme.layout.headerHeight}px;
`;

const Logo = styled(Link)`
  flex: none;
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: -0.03em;
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.accents.blue.text};
  }
  @media (max-width: 600px) {
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 10px;
`;
