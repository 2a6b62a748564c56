import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@gadgets/shared-ui/widgets';
import { CustomPcBuildPage } from './features/custom-pc-build/custom-pc-build-page';

/** Everything under /desktop, rendered by the shell or by this remote on its own. */
export default function DesktopRoutes() {
  return (
    <Routes>
      <Route path="custom-pc-build" element={<CustomPcBuildPage />} />
      <Route index element={<Navigate to="custom-pc-build" replace />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
