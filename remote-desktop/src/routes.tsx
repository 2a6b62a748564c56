import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound, SectionProvider } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from './desktop-section';
import { CustomPcBuildPage } from './features/custom-pc-build/custom-pc-build-page';

/** Everything under /desktop, rendered by the shell or by this remote on its own. */
export default function DesktopRoutes() {
  return (
    <SectionProvider section={DESKTOP_SECTION}>
      <Routes>
        <Route path="custom-pc-build" element={<CustomPcBuildPage />} />
        <Route index element={<Navigate to="custom-pc-build" replace />} />
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </SectionProvider>
  );
}
