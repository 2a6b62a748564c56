import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PagePlaceholder } from '@gadgets/shared-ui';
import { useAuthCheck } from '../auth/use-auth-check';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header and footer stay put while pages (and whole remotes) load and fail beneath them. */
export function SiteLayout() {
  useAuthCheck();
  return (
    <>
      <SiteHeader />
      <Suspense fallback={<PagePlaceholder />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
    </>
  );
}
