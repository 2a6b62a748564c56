import { useEffect } from 'react';
import { useClient } from 'urql';
import { appStore, refreshSession } from '@gadgets/shared-ui';

/**
 * Inside the shell, the shell checks the session. A remote alone on its origin or mounted by an integrator has no
 * shell, so it asks itself, once, while the session is still unknown.
 */
export function useSectionSessionCheck(): void {
  const client = useClient();
  useEffect(() => {
    if (appStore.getState().auth.status !== 'loading') return;
    void refreshSession(client);
  }, [client]);
}
