import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccountMenu } from '../auth/account-menu';

export function SiteHeader() {
  return (
    <Header>
      <Logo to="/" aria-label="Gadget Specs home">
        Gadget<span>Specs</span>
      </Logo>
      <AccountMenu />
    </Header>
  );
}

const Header = styled.header`
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
`;

const Logo = styled(Link)`
  font-size: 1.4rem;
  font-weight: 800;
  letter-spacing: -0.03em;
  text-decoration: none;
  span { color: ${({ theme }) => theme.accents.blue.base}; }
`;
