import { Route, Routes, useLocation } from 'react-router-dom';
import { answeringClient, renderWithProviders, type GraphqlAnswers } from '@gadgets/shared-ui/testing';
import { appStore, type AuthUser } from '@gadgets/shared-ui';
import DesktopRoutes from '../routes';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const builder: AuthUser = { name: 'Ada Builder', email: 'ada@example.com', avatar: null, admin: false };

/** Sets the shared store's session as the shell would have. */
export function signIn(user: AuthUser | null) {
  if (user) appStore.getState().setAuthenticated(user);
  else appStore.getState().setUnauthenticated();
}

/** Renders the desktop section at a URL, as the shell mounts it under /desktop/*. */
export function renderDesktopRoute(route: string, answers: GraphqlAnswers = {}) {
  const client = answeringClient(answers);
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/desktop/*" element={<DesktopRoutes />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, client },
  );
  return { ...view, client };
}
