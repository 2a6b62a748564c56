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

describe('theme choice', () => {
  it('is the stored mode, or "system" when nothing is stored', () => {
    expect(createAppStore({ storage: memoryStorage({ theme: 'dark' }) }).getState().themeChoice).toBe('dark');
    expect(createAppStore({ storage: memoryStorage({ theme: 'odd' }) }).getState().themeChoice).toBe('system');
  });

  it('stores a fixed mode, and "system" forgets it and follows the device', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage, prefersDark: () => true });
    store.getState().chooseTheme('light');
    expect(store.getState()).toMatchObject({ theme: 'light', themeChoice: 'light' });
    expect(storage.values.theme).toBe('light');

    store.getState().chooseTheme('system');
    expect(store.getState()).toMatchObject({ theme: 'dark', themeChoice: 'system' });
    expect(storage.values).not.toHaveProperty('theme');
  });

  it("follows the device's changes only while the choice is 'system'", () => {
    const store = createAppStore({ storage: memoryStorage(), prefersDark: () => false });
    store.getState().systemThemeChanged(true);
    expect(store.getState().theme).toBe('dark');
    store.getState().chooseTheme('light');
    store.getState().systemThemeChanged(true);
    expect(store.getState().theme).toBe('light');
  });

  it('the night-mode toggle makes the choice a fixed mode', () => {
    const store = createAppStore({ storage: memoryStorage(), prefersDark: () => false });
    store.getState().toggleTheme();
    expect(store.getState()).toMatchObject({ theme: 'dark', themeChoice: 'dark' });
  });
});

describe('units', () => {
  it('are metric unless imperial is stored', () => {
    expect(createAppStore({ storage: memoryStorage() }).getState().units).toBe('metric');
    expect(createAppStore({ storage: memoryStorage({ units: 'imperial' }) }).getState().units).toBe('imperial');
    expect(createAppStore({ storage: memoryStorage({ units: 'furlongs' }) }).getState().units).toBe('metric');
  });

  it('store the choice under "units"', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    store.getState().setUnits('imperial');
    expect(store.getState().units).toBe('imperial');
    expect(storage.values.units).toBe('imperial');
  });
});
