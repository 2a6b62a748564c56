import { Route, Routes } from 'react-router-dom';
import { BikeHomePage } from './features/bike-home/bike-home-page';

/** Everything under /bike, rendered by the shell or by this remote on its own. */
export default function BikeRoutes() {
  return (
    <Routes>
      <Route index element={<BikeHomePage />} />
    </Routes>
  );
}
