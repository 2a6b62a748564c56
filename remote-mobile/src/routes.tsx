import { Route, Routes } from 'react-router-dom';
import { PageNotFound, pagesOnDemand, SectionProvider } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from './mobile-section';
import { MobileHomePage } from './features/mobile-home/mobile-home-page';

/** The pages loaded on demand, so the section's first page stays small (shown under the section's placeholder). */
const pages = pagesOnDemand({
  compare: () => import('./features/mobile-compare/mobile-compare-page'),
  finder: () => import('./features/mobile-home/phone-finder-page'),
  brand: () => import('./features/mobile-brand/mobile-brand-page'),
  model: () => import('./features/mobile-model/mobile-model-page'),
});
const MobileComparePage = pages.page('compare', 'MobileComparePage');
const PhoneFinderPage = pages.page('finder', 'PhoneFinderPage');
const MobileBrandPage = pages.page('brand', 'MobileBrandPage');
const MobileModelPage = pages.page('model', 'MobileModelPage');

/** Loads the on-demand pages in one fixed order: the shell's server calls it before its first page (remote-contract.ts). */
export const preloadRouteModules = pages.preload;

/** Everything under /mobile, rendered by the shell or by this remote on its own. */
export default function MobileRoutes() {
  return (
    <SectionProvider section={MOBILE_SECTION}>
      <Routes>
        <Route index element={<MobileHomePage />} />
        <Route path="compare_mobile_models" element={<MobileComparePage />} />
        <Route path="finder" element={<PhoneFinderPage />} />
        <Route path=":company" element={<MobileBrandPage />} />
        <Route path=":company/:model" element={<MobileModelPage />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </SectionProvider>
  );
}
