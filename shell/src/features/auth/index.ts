// The auth feature's entry: what the app and the layout use of it.
export type { AccountAccent } from './account-accent';
export { AccountMenu } from './account-menu';
export { AuthProvider } from './auth-provider';
