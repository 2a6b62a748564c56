import { Route, Routes } from 'react-router-dom';
import { PageNotFound, SectionProvider } from '@gadgets/shared-ui/widgets';
import { LAPTOP_SECTION } from './laptop-section';
import { LaptopBrandPage } from './features/laptop-brand/laptop-brand-page';
import { LaptopComparePage } from './features/laptop-compare/laptop-compare-page';
import { LaptopHomePage } from './features/laptop-home/laptop-home-page';
import { LaptopModelPage } from './features/laptop-model/laptop-model-page';

/** Everything under /laptop, rendered by the shell or by this remote on its own. */
export default function LaptopRoutes() {
  return (
    <SectionProvider section={LAPTOP_SECTION}>
      <Routes>
        <Route index element={<LaptopHomePage />} />
        <Route path="compare_laptop_models" element={<LaptopComparePage />} />
        <Route path=":company" element={<LaptopBrandPage />} />
        <Route path=":company/:model" element={<LaptopModelPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </SectionProvider>
  );
}
