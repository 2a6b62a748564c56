import { Route, Routes, useLocation } from 'react-router-dom';
import type { Client } from 'urql';
import { fromValue, merge, never, type Source } from 'wonka';
import { mockGraphqlClient, renderWithProviders } from '@gadgets/shared-ui/testing';
import MobileRoutes from '../routes';

type Answer = { data?: unknown; error?: unknown };
type Operation = { query: { definitions: { kind: string; name?: { value: string } }[] }; variables?: Record<string, unknown> };
export type Answers = Record<string, Answer | ((variables: Record<string, unknown>) => Answer)>;

/**
 * A client answering each operation by name, recording every request. The answer stream stays open
 * as a real client's does, so urql keeps the result.
 */
export function answeringClient(answers: Answers): Client & { requests: { name: string; variables: Record<string, unknown> }[] } {
  const requests: { name: string; variables: Record<string, unknown> }[] = [];
  const respond = (operation: Operation): Source<unknown> => {
    const name = operation.query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ?? '';
    const variables = operation.variables ?? {};
    requests.push({ name, variables });
    const answer = answers[name];
    if (!answer) return never;
    const value = typeof answer === 'function' ? answer(variables) : answer;
    return merge([fromValue({ operation, stale: false, hasNext: false, ...value }), never]);
  };
  const client = mockGraphqlClient({ executeQuery: respond as never, executeMutation: respond as never, executeSubscription: respond as never });
  return Object.assign(client, { requests });
}

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
