import { createRemoteMount } from '@gadgets/shared-ui';
import DesktopRoutes from './routes';
import { DESKTOP_SECTION } from './desktop-section';

export const mount = createRemoteMount(DESKTOP_SECTION, DesktopRoutes);
export default mount;
