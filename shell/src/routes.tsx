import { lazy } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteError } from './features/errors/route-error';
import { SiteLayout } from './features/layout/site-layout';
import { RemoteSection } from './features/remote-sections/remote-section';

const HomePage = lazy(() => import('./features/home/home-page'));
const NotFoundPage = lazy(() => import('./features/errors/not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** /reset-password keeps its query (the reset token) and replaces history (spec route table). */
function ResetPasswordRedirect() {
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
      { path: 'mobile/*', element: <RemoteSection section="mobile" /> },
      { path: 'laptop/*', element: <RemoteSection section="laptop" /> },
      { path: 'bike/*', element: <RemoteSection section="bike" /> },
      { path: 'desktop/*', element: <RemoteSection section="desktop" /> },
      { path: 'reset-password', element: <ResetPasswordRedirect /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createSiteRouter = () => createBrowserRouter(siteRoutes);
