import '@testing-library/jest-dom';
import { appStore } from '@gadgets/shared-ui';

// jsdom lacks matchMedia; the theme slice reads the system preference through it.
// Server-rendering tests run in the node environment, without a window.
const hasWindow = typeof window !== 'undefined';

if (hasWindow && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Every test starts from a fresh store and empty storage.
const initialState = appStore.getInitialState();
beforeEach(() => {
  if (hasWindow) {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  appStore.setState(initialState, true);
});
