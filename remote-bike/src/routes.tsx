import { Route, Routes } from 'react-router-dom';
import { PageNotFound, SectionProvider } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from './bike-section';
import { BikeAdminPage } from './features/bike-admin/bike-admin-page';
import { BikeBrandPage } from './features/bike-brand/bike-brand-page';
import { BikeCataloguePage } from './features/bike-catalogue/bike-catalogue-page';
import { BikeHomePage } from './features/bike-home/bike-home-page';
import { BikeModelPage } from './features/bike-model/bike-model-page';

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
