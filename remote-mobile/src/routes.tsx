import { Route, Routes } from 'react-router-dom';
import { MobileHomePage } from './features/mobile-home/mobile-home-page';

/** Everything under /mobile, rendered by the shell or by this remote on its own. */
export default function MobileRoutes() {
  return (
    <Routes>
      <Route index element={<MobileHomePage />} />
    </Routes>
  );
}
