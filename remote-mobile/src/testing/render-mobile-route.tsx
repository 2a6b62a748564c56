import { Route, Routes, useLocation } from 'react-router-dom';
import { answeringClient, renderWithProviders, type GraphqlAnswers } from '@gadgets/shared-ui/testing';
import MobileRoutes, { preloadRouteModules } from '../routes';

// The on-demand pages are loaded before any test renders them, as the shell's server loads them before its first page.
beforeAll(preloadRouteModules);

export type Answers = GraphqlAnswers;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the mobile section at a URL, as the shell mounts it under /mobile/*. */
export function renderMobileRoute(route: string, answers: Answers = {}) {
  const client = answeringClient(answers);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/mobile/*" element={<MobileRoutes />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, client },
  );
  return { ...view, client };
}
