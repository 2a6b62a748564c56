import { createAppStore } from '../app-store';
import type { KeyValueStorage } from '../browser-storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    read: (key) => values[key] ?? null,
    write: (key, value) => {
      values[key] = value;
    },
    remove: (key) => {
      delete values[key];
    },
  };
}

describe('theme', () => {
  it('starts from the stored choice, whatever the system prefers', () => {
    const store = createAppStore({ storage: memoryStorage({ theme: 'light' }), prefersDark: () => true });
    expect(store.getState().theme).toBe('light');
  });

  it('falls back to the system preference when nothing is stored', () => {
    expect(createAppStore({ storage: memoryStorage(), prefersDark: () => true }).getState().theme).toBe('dark');
    expect(createAppStore({ storage: memoryStorage(), prefersDark: () => false }).getState().theme).toBe('light');
  });

  it('stores the toggled choice under "theme"', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage, prefersDark: () => false });
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    expect(storage.values.theme).toBe('dark');
  });
});

describe('compare list', () => {
  const phone = (path: string) => ({ company: 'Google', path });

  it('appends items with the company lower-cased and keeps at most three', () => {
    const store = createAppStore({ storage: memoryStorage() });
    const { addToCompare } = store.getState();
    expect(addToCompare('mobile', phone('pixel-9'))).toBe('added');
    expect(addToCompare('mobile', phone('pixel-8'))).toBe('added');
    expect(addToCompare('mobile', phone('pixel-7'))).toBe('added');
    expect(addToCompare('mobile', phone('pixel-6'))).toBe('full');
    expect(store.getState().compare.mobile).toEqual([
      { company: 'google', path: 'pixel-9' },
      { company: 'google', path: 'pixel-8' },
      { company: 'google', path: 'pixel-7' },
    ]);
  });

  it('leaves the list unchanged when the item is already there', () => {
    const store = createAppStore({ storage: memoryStorage() });
    store.getState().addToCompare('mobile', phone('pixel-9'));
    expect(store.getState().addToCompare('mobile', { company: 'GOOGLE', path: 'pixel-9' })).toBe('already-present');
    expect(store.getState().compare.mobile).toHaveLength(1);
  });

  it('replaces an unreadable stored list with just the new item, with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ compare_mobile_models: '{not json' });
    const store = createAppStore({ storage });
    expect(store.getState().addToCompare('mobile', phone('pixel-9'))).toBe('added');
    expect(store.getState().compare.mobile).toEqual([{ company: 'google', path: 'pixel-9' }]);
    expect(JSON.parse(storage.values.compare_mobile_models!)).toEqual([{ company: 'google', path: 'pixel-9' }]);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps mobile and laptop lists apart and survives a reload', () => {
    const storage = memoryStorage();
    createAppStore({ storage }).getState().addToCompare('laptop', { company: 'Apple', path: 'macbook-air-13-m4' });
    const reloaded = createAppStore({ storage }).getState();
    expect(reloaded.compare.laptop).toEqual([{ company: 'apple', path: 'macbook-air-13-m4' }]);
    expect(reloaded.compare.mobile).toEqual([]);
  });
});

describe('auth session', () => {
  it('starts loading, then holds the signed-in user until sign-out', () => {
    const store = createAppStore({ storage: memoryStorage() });
    expect(store.getState().auth.status).toBe('loading');
    store.getState().setAuthenticated({ name: 'Ada Lovelace', email: 'ada@example.com', admin: false });
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', user: { name: 'Ada Lovelace' } });
    store.getState().setUnauthenticated();
    expect(store.getState().auth).toEqual({ status: 'unauthenticated', user: null, error: null });
  });
});

describe('ui', () => {
  it('lets any part of the site open and close the account menu', () => {
    const store = createAppStore({ storage: memoryStorage() });
    store.getState().openAccountMenu();
    expect(store.getState().accountMenuOpen).toBe(true);
    store.getState().closeAccountMenu();
    expect(store.getState().accountMenuOpen).toBe(false);
  });

  it('opens and closes the search overlay from anywhere on the page', () => {
    const store = createAppStore({ storage: memoryStorage() });
    store.getState().openSearch();
    expect(store.getState().searchOpen).toBe(true);
    store.getState().closeSearch();
    expect(store.getState().searchOpen).toBe(false);
  });

  it('keeps the under-development banner dismissed for the rest of the visit, across page loads', () => {
    const sessionStorage = memoryStorage();
    const store = createAppStore({ storage: memoryStorage(), sessionStorage });
    expect(store.getState().devBannerDismissed).toBe(false);
    store.getState().dismissDevBanner();
    expect(store.getState().devBannerDismissed).toBe(true);
    expect(createAppStore({ storage: memoryStorage(), sessionStorage }).getState().devBannerDismissed).toBe(true);
    expect(
      createAppStore({ storage: memoryStorage(), sessionStorage: memoryStorage() }).getState().devBannerDismissed,
    ).toBe(false);
  });

  it("holds no notifications: they are the server's, read through the GraphQL client", () => {
    const keys = Object.keys(createAppStore({ storage: memoryStorage() }).getState());
    expect(keys.filter((key) => /notification/i.test(key))).toEqual([]);
  });
});
