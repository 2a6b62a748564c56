import { createRemoteMount } from '@gadgets/shared-ui/section-mount';
import DesktopRoutes from './routes';
import { DESKTOP_REMOTE } from './desktop-section';

export const mount = createRemoteMount(DESKTOP_REMOTE, DesktopRoutes);
export default mount;
