import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { bareList } from '@gadgets/shared-ui';
import { accentText } from '../accent-colors';
import { useSectionAccent } from '../section/section-descriptor';

export type BreadcrumbCategory = 'mobile' | 'laptop' | 'bike' | 'desktop';

/** The spec's default category paths (laptops /laptop, bikes /bike, ...). */
export const CATEGORY_PATHS: Record<BreadcrumbCategory, string> = {
  mobile: '/mobile',
  laptop: '/laptop',
  bike: '/bike',
  desktop: '/desktop',
};

export const CATEGORY_LABELS: Record<BreadcrumbCategory, string> = {
  mobile: 'Mobiles',
  laptop: 'Laptops',
  bike: 'Bikes',
  desktop: 'Desktops',
};

interface BreadcrumbProps {
  category: BreadcrumbCategory;
  /** Overrides the category's label, e.g. 'Phones'. */
  categoryLabel?: string;
  /** Overrides the category's default path. */
  categoryPath?: string;
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
 * Home > Category > Brand > Model. Home links to /, the category to its path, and the brand to
 * category/brand only when a model is shown; the last crumb is the current page and is not a link.
 */
export function Breadcrumb({
  category,
  categoryLabel,
  categoryPath,
  brand,
  brandPath,
  model,
  accent: givenAccent,
}: BreadcrumbProps) {
  const accent = useSectionAccent(givenAccent);
  const categoryHref = categoryPath ?? CATEGORY_PATHS[category];
  const label = categoryLabel ?? CATEGORY_LABELS[category];
  const brandHref = `${categoryHref}/${brandPath ?? (brand ?? '').toLowerCase().replace(/\s+/g, '')}`;
  const crumbs: { label: string; href?: string }[] = [{ label: 'Home', href: '/' }];
  crumbs.push({ label, href: brand || model ? categoryHref : undefined });
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
