import type { AuthSlice, SliceCreator } from '../app-state';

/** The session as the whole site sees it; the shell's auth provider is the only writer. */
export const createAuthSlice: SliceCreator<AuthSlice> = () => (set) => ({
  auth: { status: 'loading', user: null, error: null },
  setAuthLoading: () => set((state) => ({ auth: { ...state.auth, status: 'loading', error: null } })),
  setAuthenticated: (user) => set({ auth: { status: 'authenticated', user, error: null } }),
  setUnauthenticated: (error = null) => set({ auth: { status: 'unauthenticated', user: null, error } }),
});

/** First letters of up to the first two words of the name, upper-case. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
