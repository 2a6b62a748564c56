import styled from 'styled-components';
import { bareList, centredCircle } from '@gadgets/shared-ui';

export const FOOTER_LINKS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Categories',
    links: [
      { label: 'Smartphones', to: '/devices?category=smartphones' },
      { label: 'Tablets', to: '/devices?category=tablets' },
      { label: 'Smartwatches', to: '/devices?category=smartwatches' },
      { label: 'Earbuds', to: '/devices?category=earbuds' },
      { label: 'Accessories', to: '/devices?category=accessories' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'Our Story', to: '/about' },
      { label: 'Team', to: '/team' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
];

const SOCIAL_LINKS = [
  { platform: 'X', href: 'https://x.com/', icon: 'M4 4l16 16M20 4L4 20' },
  {
    platform: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  },
  {
    platform: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  },
  {
    platform: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V7zm7 2v6l5-3-5-3z',
  },
];

/**
 * Plain links, not the router's: the footer is hydrated late (layout/below-the-fold.tsx), and a part that read the
 * router's location would have to be hydrated before any navigation could finish. Its wrapper routes their clicks.
 */
export function SiteFooter() {
  return (
    <Footer>
      <Inner>
        <Brand>
          <strong>Gadget Specs</strong>
          <p>Specifications and side-by-side comparisons of phones, laptops and bikes, and a custom PC builder.</p>
          <p>Questions or corrections? We answer every message within 1-2 business days.</p>
          <Social aria-label="Gadget Specs elsewhere">
            {SOCIAL_LINKS.map(({ platform, href, icon }) => (
              <li key={platform}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Gadget Specs on ${platform} (opens in a new tab)`}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      d={icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                </a>
              </li>
            ))}
          </Social>
        </Brand>
        {FOOTER_LINKS.map(({ title, links }) => (
          <nav key={title} aria-label={title}>
            <h2>{title}</h2>
            <ul>
              {links.map(({ label, to }) => (
                <li key={label}>
                  <a href={to}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Inner>
      <Bottom>
        <a href="/">© {new Date().getFullYear()} Gadget Specs</a>
        <a href="/about#credits">Data sources and credits</a>
      </Bottom>
    </Footer>
  );
}

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentWidth}px;
  margin: 0 auto;
  padding: 40px 20px 24px;
  display: grid;
  grid-template-columns: 2fr repeat(3, 1fr);
  gap: 32px;
  @media (max-width: 800px) {
    grid-template-columns: 1fr 1fr;
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
  h2 {
    margin: 0 0 10px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    ${bareList}
  }
  li {
    margin-bottom: 6px;
  }
`;

const Brand = styled.div`
  strong {
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 8px 0 0;
    font-size: 0.9rem;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 8px;
  margin-top: 16px !important;
  a {
    ${centredCircle('40px')}
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Bottom = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  max-width: ${({ theme }) => theme.layout.contentWidth}px;
  margin: 0 auto;
  padding: 16px 20px 88px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
`;
