import { lazy } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteError } from './features/errors/route-error';
import { SectionRoute } from './features/remote-sections/section-route';
import { SITE_PAGE_PATHS } from './features/site-pages/site-page-paths';
import { SiteLayout } from './layout/site-layout';

const HomePage = lazy(() => import('./features/home/home-page'));
const NotFoundPage = lazy(() =>
  import('./features/errors/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const ActivateAccountPage = lazy(() => import('./features/auth/activate-account-page'));
const ResetPasswordPage = lazy(() => import('./features/auth/reset-password-page'));
const SearchPage = lazy(() => import('./features/search/search-page'));
const DevicesPage = lazy(() => import('./features/devices/devices-page'));
const SitePage = lazy(() => import('./features/site-pages/site-page'));

/** /reset-password keeps its query (the reset token) and replaces history (spec route table). */
export function ResetPasswordRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/auth/reset-password${search}`} replace />;
}

export const siteRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'reset-password', element: <ResetPasswordRedirect /> },
      { path: 'auth/activate', element: <ActivateAccountPage /> },
      { path: 'auth/reset-password', element: <ResetPasswordPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'devices', element: <DevicesPage /> },
      ...SITE_PAGE_PATHS.map((page) => ({ path: page, element: <SitePage page={page} /> })),
      // Any other first segment: a section of the deployed registry, or not found.
      { path: ':section/*', element: <SectionRoute notFound={<NotFoundPage />} /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(siteRoutes);
