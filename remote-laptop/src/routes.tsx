import { Route, Routes } from 'react-router-dom';
import { PageNotFound, pagesOnDemand, SectionProvider } from '@gadgets/shared-ui/widgets';
import { LAPTOP_SECTION } from './laptop-section';
import { LaptopHomePage } from './features/laptop-home/laptop-home-page';

/** The pages loaded on demand, so the section's first page stays small (shown under the section's placeholder). */
const pages = pagesOnDemand({
  compare: () => import('./features/laptop-compare/laptop-compare-page'),
  brand: () => import('./features/laptop-brand/laptop-brand-page'),
  model: () => import('./features/laptop-model/laptop-model-page'),
});
const LaptopComparePage = pages.page('compare', 'LaptopComparePage');
const LaptopBrandPage = pages.page('brand', 'LaptopBrandPage');
const LaptopModelPage = pages.page('model', 'LaptopModelPage');

/** Loads the on-demand pages in one fixed order: the shell's server calls it before its first page (remote-contract.ts). */
export const preloadRouteModules = pages.preload;

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
