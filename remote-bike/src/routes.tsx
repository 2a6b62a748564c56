import { Route, Routes } from 'react-router-dom';
import { PageNotFound, pagesOnDemand, SectionProvider } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from './bike-section';
import { BikeHomePage } from './features/bike-home/bike-home-page';

/** The pages loaded on demand, so the section's first page stays small (shown under the section's placeholder). */
const pages = pagesOnDemand({
  catalogue: () => import('./features/bike-catalogue/bike-catalogue-page'),
  admin: () => import('./features/bike-admin/bike-admin-page'),
  brand: () => import('./features/bike-brand/bike-brand-page'),
  model: () => import('./features/bike-model/bike-model-page'),
});
const BikeCataloguePage = pages.page('catalogue', 'BikeCataloguePage');
const BikeAdminPage = pages.page('admin', 'BikeAdminPage');
const BikeBrandPage = pages.page('brand', 'BikeBrandPage');
const BikeModelPage = pages.page('model', 'BikeModelPage');

/** Loads the on-demand pages in one fixed order: the shell's server calls it before its first page (remote-contract.ts). */
export const preloadRouteModules = pages.preload;

/** Everything under /bike, rendered by the shell or by this remote on its own. */
export default function BikeRoutes() {
  return (
    <SectionProvider section={BIKE_SECTION}>
      <Routes>
        <Route index element={<BikeHomePage />} />
        <Route path="catalog" element={<BikeCataloguePage />} />
        <Route path="admin" element={<BikeAdminPage />} />
        <Route path=":company" element={<BikeBrandPage />} />
        <Route path=":company/:model" element={<BikeModelPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </SectionProvider>
  );
}
