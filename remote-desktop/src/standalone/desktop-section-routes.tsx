import DesktopRoutes from '../routes';
import { useStandaloneAccountCheck } from './use-standalone-account-check';

/** The section outside the shell (alone on its origin, or through mount()): it checks the session itself. */
export function DesktopSectionRoutes() {
  useStandaloneAccountCheck();
  return <DesktopRoutes />;
}
