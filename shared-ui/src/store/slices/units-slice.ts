import type { SliceCreator, UnitsSlice } from '../app-state';

export const UNITS_STORAGE_KEY = 'units';

/** The visitor's measurement units, kept in this browser like the theme; metric unless imperial was chosen. */
export const createUnitsSlice: SliceCreator<UnitsSlice> =
  ({ storage }) =>
  (set) => ({
    units: storage.read(UNITS_STORAGE_KEY) === 'imperial' ? 'imperial' : 'metric',
    setUnits: (units) => {
      storage.write(UNITS_STORAGE_KEY, units);
      set({ units });
    },
  });
