import { Route, Routes, useLocation } from 'react-router-dom';
import { answeringClient, renderWithProviders, type GraphqlAnswers } from '@gadgets/shared-ui/testing';
import LaptopRoutes, { preloadRouteModules } from '../routes';

// The on-demand pages are loaded before any test renders them, as the shell's server loads them before its first page.
beforeAll(preloadRouteModules);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the laptop section at a URL, as the shell mounts it under /laptop/*, answering the API by operation name. */
export function renderLaptopRoute(route: string, answers: GraphqlAnswers = {}) {
  const client = answeringClient(answers);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/laptop/*" element={<LaptopRoutes />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, client },
  );
  return { ...view, client };
}
