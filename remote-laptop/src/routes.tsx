import { Route, Routes } from 'react-router-dom';
import { LaptopHomePage } from './features/laptop-home/laptop-home-page';

/** Everything under /laptop, rendered by the shell or by this remote on its own. */
export default function LaptopRoutes() {
  return (
    <Routes>
      <Route index element={<LaptopHomePage />} />
    </Routes>
  );
}
