import { lazy } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteError } from './features/errors/route-error';
import { SectionRoute } from './federation/section-route';
import { SITE_PAGE_PATHS } from './features/site-pages/site-page-paths';
import { preloadLayoutParts, SiteLayout } from './layout/site-layout';

/** The pages loaded on demand, in the order the server loads them all before its first page (preloadRouteModules). */
const pageModules = {
  home: () => import('./features/home/home-page'),
  notFound: () => import('./features/errors/not-found-page').then((module) => ({ default: module.NotFoundPage })),
  activateAccount: () => import('./features/auth/activate-account-page'),
  resetPassword: () => import('./features/auth/reset-password-page'),
  confirmEmail: () => import('./features/auth/confirm-email-page'),
  signInError: () => import('./features/auth/sign-in-error-page'),
  search: () => import('./features/search/search-page'),
  devices: () => import('./features/devices/devices-page'),
  sitePage: () => import('./features/site-pages/site-page'),
  notifications: () => import('./features/notifications/notifications-page'),
  account: () => import('./features/auth/account/account-pages'),
};

const HomePage = lazy(pageModules.home);
const NotFoundPage = lazy(pageModules.notFound);
const ActivateAccountPage = lazy(pageModules.activateAccount);
const ResetPasswordPage = lazy(pageModules.resetPassword);
const ConfirmEmailPage = lazy(pageModules.confirmEmail);
const SignInErrorPage = lazy(pageModules.signInError);
const SearchPage = lazy(pageModules.search);
const DevicesPage = lazy(pageModules.devices);
const SitePage = lazy(pageModules.sitePage);
const NotificationsPage = lazy(pageModules.notifications);
const AccountProfilePage = lazy(() => pageModules.account().then((module) => ({ default: module.ProfilePage })));
const AccountSettingsPage = lazy(() => pageModules.account().then((module) => ({ default: module.SettingsPage })));
const AccountPreferencesPage = lazy(() =>
  pageModules.account().then((module) => ({ default: module.PreferencesPage })),
);
const AccountMessagesPage = lazy(() =>
  pageModules.account().then((module) => ({ default: module.ContactMessagesPage })),
);
const AccountReportsPage = lazy(() => pageModules.account().then((module) => ({ default: module.ContentReportsPage })));

/**
 * Loads the layout's parts and every page module one after another, always in the same order: the server does so before its first page,
 * so the styles each page carries come out the same in every process (see server/preload-modules.ts).
 */
export async function preloadRouteModules(): Promise<void> {
  await preloadLayoutParts();
  for (const load of Object.values(pageModules)) await load();
}

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
      { path: 'auth/confirm-email', element: <ConfirmEmailPage /> },
      { path: 'auth/sign-in-error', element: <SignInErrorPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'devices', element: <DevicesPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'account/profile', element: <AccountProfilePage /> },
      { path: 'account/settings', element: <AccountSettingsPage /> },
      { path: 'account/messages', element: <AccountMessagesPage /> },
      { path: 'account/reports', element: <AccountReportsPage /> },
      { path: 'account/preferences', element: <AccountPreferencesPage /> },
      ...SITE_PAGE_PATHS.map((page) => ({ path: page, element: <SitePage page={page} /> })),
      // Any other first segment: a section of the deployed registry, or not found.
      { path: ':section/*', element: <SectionRoute notFound={<NotFoundPage />} /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(siteRoutes);
