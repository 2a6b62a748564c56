import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { PagePlaceholder } from '@gadgets/shared-ui';
import { DevBanner } from '../features/dev-banner';
import { PreviewBanner } from '../features/preview';
import { SearchOverlay } from '../features/search';
import { ToolbarPanel } from '../features/toolbar';
import { belowTheFold } from './below-the-fold';
import { SiteHeader } from './site-header';

const footer = belowTheFold('site-footer', () => import('../features/footer').then((module) => module.SiteFooter));

/** Loads the parts the layout shows below the fold; the server does so before its first page. */
export const preloadLayoutParts = footer.preload;

/**
 * The page shell. Header, footer, search and toolbar stay put while pages (and whole remotes) load
 * and fail beneath them. Features never import each other; this is where they meet.
 */
export function SiteLayout() {
  return (
    <>
      <SkipLink href="#content">Skip to content</SkipLink>
      <PreviewBanner />
      <DevBanner />
      <SiteHeader />
      <Content id="content" tabIndex={-1}>
        <Suspense fallback={<PagePlaceholder />}>
          <Outlet />
        </Suspense>
      </Content>
      <footer.BelowTheFold />
      <ToolbarPanel />
      <SearchOverlay />
      <ScrollRestoration />
    </>
  );
}

const Content = styled.div`
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: 12px;
  transform: translateY(-200%);
  z-index: 200;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  &:not(:focus) {
    box-shadow: none;
  }
  &:focus {
    transform: none;
  }
`;
