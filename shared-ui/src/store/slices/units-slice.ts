import type { SliceCreator } from '../slice-creator';

export const UNITS_STORAGE_KEY = 'units';

export type UnitSystem = 'metric' | 'imperial';

export interface UnitsSlice {
  units: UnitSystem;
  setUnits: (units: UnitSystem) => void;
}

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
