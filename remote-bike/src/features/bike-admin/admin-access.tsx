import { useQuery } from 'urql';
import { useAppStore, useHydrated } from '@gadgets/shared-ui';
import { StatusPanel } from '@gadgets/shared-ui/widgets';
import { BikeAdminPage_ViewerQuery } from './bike-admin-queries';

export type AdminAccess = 'checking' | 'admin' | 'not-admin' | 'signed-out';

/**
 * Whether the visitor is an admin: from the shell's session when it has settled, else (the remote alone or
 * embedded) from the API. Only a hint for the screen: the API refuses every admin call from anyone else.
 */
export function useAdminAccess(): AdminAccess {
  const auth = useAppStore((state) => state.auth);
  // Who the visitor is, only the browser knows: the server (and hydration) draw the check in progress.
  const hydrated = useHydrated();
  const sessionKnown = auth.status !== 'loading';
  const [viewer] = useQuery({
    query: BikeAdminPage_ViewerQuery,
    requestPolicy: 'network-only',
    pause: sessionKnown || !hydrated,
  });
  if (!hydrated) return 'checking';
  if (sessionKnown) return auth.user?.admin ? 'admin' : auth.user ? 'not-admin' : 'signed-out';
  if (viewer.fetching || (!viewer.data && !viewer.error)) return 'checking';
  const user = viewer.data?.getUserDetails;
  return user?.admin ? 'admin' : user ? 'not-admin' : 'signed-out';
}

/** What a visitor who may not manage bikes sees instead of the console: never the list or its drafts. */
export function AdminsOnly({ access }: { access: 'not-admin' | 'signed-out' }) {
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  return access === 'signed-out' ? (
    <StatusPanel
      title="Admins only"
      message="Sign in with an admin account to manage bikes."
      action={{ label: 'Sign In', onClick: openAccountMenu }}
    />
  ) : (
    <StatusPanel title="Admins only" message="Your account is not an admin, so it cannot manage bikes." />
  );
}
