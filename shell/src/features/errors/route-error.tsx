import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';
import { NotFoundPage } from './not-found-page';

/** Routing errors read as "not found"; anything that failed to render gets the error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('A page failed to render', error);
  return <ErrorScreen />;
}
