import { Route, Routes } from 'react-router-dom';
import { PageNotFound, SectionProvider } from '@gadgets/shared-ui/widgets';
import { MOBILE_SECTION } from './mobile-section';
import { MobileBrandPage } from './features/mobile-brand/mobile-brand-page';
import { MobileComparePage } from './features/mobile-compare/mobile-compare-page';
import { PhoneFinderPage } from './features/mobile-home/phone-finder-page';
import { MobileHomePage } from './features/mobile-home/mobile-home-page';
import { MobileModelPage } from './features/mobile-model/mobile-model-page';

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
