import { Route, Routes, useLocation } from 'react-router-dom';
import { answeringClient, renderWithProviders, type GraphqlAnswers } from '@gadgets/shared-ui/testing';
import BikeRoutes, { preloadRouteModules } from '../routes';

// The on-demand pages are loaded before any test renders them, as the shell's server loads them before its first page.
beforeAll(preloadRouteModules);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the bike section at a URL, as the shell mounts it under /bike/*, answering by operation name. */
export function renderBikeRoute(route: string, answers: GraphqlAnswers = {}) {
  const client = answeringClient(answers);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/bike/*" element={<BikeRoutes />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, client },
  );
  return { ...view, client };
}
