import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function SiteFooter() {
  return (
    <Footer>
      <Link to="/">© {new Date().getFullYear()} Gadget Specs</Link>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: 32px 24px;
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  a { text-decoration: none; }
`;
