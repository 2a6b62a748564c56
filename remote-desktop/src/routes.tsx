import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageContainer } from '@gadgets/shared-ui';
import { PageNotFound, SectionProvider, Spinner } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from './desktop-section';
import { CustomPcBuildPage } from './features/custom-pc-build/custom-pc-build-page';

/** The pages loaded on demand (the builder, the section's first page, stays small), as the shell loads its own. */
const pageModules = {
  partPages: () => import('./features/part-pages/part-pages-routes'),
  publicBuilds: () => import('./features/public-builds/public-builds-routes'),
};
const PartPagesRoutes = lazy(pageModules.partPages);
const PublicBuildsRoutes = lazy(pageModules.publicBuilds);

/** Loads the on-demand pages in one fixed order: the shell's server calls it before its first page (remote-contract.ts). */
export async function preloadRouteModules(): Promise<void> {
  for (const load of Object.values(pageModules)) await load();
}

/** Everything under /desktop, rendered by the shell or by this remote on its own. */
export default function DesktopRoutes() {
  return (
    <SectionProvider section={DESKTOP_SECTION}>
      <Routes>
        <Route path="custom-pc-build" element={<CustomPcBuildPage />} />
        <Route
          path="parts/*"
          element={
            <Suspense
              fallback={
                <PageContainer>
                  <Spinner label="Loading part pages" />
                </PageContainer>
              }
            >
              <PartPagesRoutes />
            </Suspense>
          }
        />
        <Route
          path="builds/*"
          element={
            <Suspense
              fallback={
                <PageContainer>
                  <Spinner label="Loading public builds" />
                </PageContainer>
              }
            >
              <PublicBuildsRoutes />
            </Suspense>
          }
        />
        <Route index element={<Navigate to="custom-pc-build" replace />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </SectionProvider>
  );
}
