/** The account pages, in the profile menu's order; help is the site's help page. */
export const ACCOUNT_LINKS = [
  { label: 'Profile Settings', to: '/account/profile' },
  { label: 'Account Settings', to: '/account/settings' },
  { label: 'Preferences', to: '/account/preferences' },
  { label: 'Help & Support', to: '/help' },
] as const;
