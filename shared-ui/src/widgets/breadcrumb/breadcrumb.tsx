import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccentName, SectionName } from '@gadgets/shared-ui';
import { bareList, SECTION_TABLE } from '@gadgets/shared-ui';
import { accentText } from '../accent-colors';
import { useSectionAccent } from '../section/section-descriptor';

interface BreadcrumbProps {
  section: SectionName;
  /** Overrides where the section's crumb links (default its home), e.g. the PC builder holding a build. */
  sectionHref?: string;
  /** The brand as shown, e.g. 'OnePlus'. */
  brand?: string;
  /** The brand's path segment; defaults to the shown brand lower-cased with spaces removed. */
  brandPath?: string;
  /** The model as shown; underscores read as spaces. */
  model?: string;
  accent?: AccentName;
}

/** Spec rule: the model name is shown with underscores replaced by spaces. */
export const modelLabelOf = (model: string) => model.replace(/_/g, ' ');

/**
 * Home > Section > Brand > Model. Home links to /, the section (titled as the registry titles it) to its home, and the
 * brand to section/brand only when a model is shown; the last crumb is the current page and is not a link.
 */
export function Breadcrumb({ section, sectionHref, brand, brandPath, model, accent: givenAccent }: BreadcrumbProps) {
  const accent = useSectionAccent(givenAccent);
  const { title, path, home } = SECTION_TABLE[section];
  const brandHref = `${path}/${brandPath ?? (brand ?? '').toLowerCase().replace(/\s+/g, '')}`;
  const crumbs: { label: string; href?: string }[] = [{ label: 'Home', href: '/' }];
  crumbs.push({ label: title, href: brand || model ? (sectionHref ?? home) : undefined });
  if (brand) crumbs.push({ label: brand, href: model ? brandHref : undefined });
  if (model) crumbs.push({ label: modelLabelOf(model) });

  return (
    <Nav aria-label="Breadcrumb" $accent={accent}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href ? (
              <Link to={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav<{ $accent: AccentName }>`
  margin: 0 0 20px;
  font-size: 0.9rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    ${bareList}
  }
  li {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li + li::before {
    content: '›';
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
  && a {
    color: ${({ theme, $accent }) => accentText(theme, $accent)};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
