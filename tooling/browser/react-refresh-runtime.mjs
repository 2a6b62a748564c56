// The React Refresh runtime every dev-server bundle uses in place of its own copy (src/hot-reload.ts): one per page,
// the copy of whichever bundle ran first (the shell, or a remote's standalone page). A copy sees the React root only
// if it was there when the root mounted, so a remote's own copy, loaded later with its section, would refresh nothing.
// Each bundle's ids get its name in front: the shell and every remote have a `./src/routes.tsx` of their own.
/* global __react_refresh_library__ */
import * as ownRuntime from 'react-refresh/runtime';

const pageRuntime = (globalThis.__gadgetsReactRefreshRuntime ??= ownRuntime);
const bundleId = (id) => `${__react_refresh_library__} ${id}`;

export const register = (type, id) => pageRuntime.register(type, bundleId(id));
export const getFamilyByID = (id) => pageRuntime.getFamilyByID(bundleId(id));
// Every bundle's refresh entry asks; the page's copy hooks into React once.
export const injectIntoGlobalHook = (globalObject) => {
  if (pageRuntime !== ownRuntime) return;
  pageRuntime.injectIntoGlobalHook(globalObject);
};
export const {
  performReactRefresh,
  setSignature,
  collectCustomHooksForSignature,
  createSignatureFunctionForTransform,
  getFamilyByType,
  hasUnrecoverableErrors,
  isLikelyComponentType,
  _getMountedRootCount,
} = pageRuntime;
