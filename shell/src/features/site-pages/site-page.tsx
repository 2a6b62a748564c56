import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { SITE_PAGES } from './site-page-content';
import type { SitePagePath } from './site-page-paths';

/** One of the footer's About and Help pages. */
export default function SitePage({ page }: { page: SitePagePath }) {
  const { title, lead, body } = SITE_PAGES[page];
  const { hash } = useLocation();

  usePageMeta({ title, description: lead });

  // The footer's credits link points into the About page; scroll there once the section exists.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash, page]);

  return (
    <PageContainer>
      <Article>
        <PageTitle>{title}</PageTitle>
        <PageLead>{lead}</PageLead>
        {body}
      </Article>
    </PageContainer>
  );
}

const Article = styled.article`
  max-width: 760px;
  /* A section reached by its #anchor must not end up under the sticky header. */
  section[id] {
    scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  }
  h2 {
    margin: 28px 0 8px;
    font-size: 1.2rem;
  }
  p,
  dd {
    line-height: 1.65;
  }
  dt {
    margin-top: 16px;
    font-weight: 700;
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
