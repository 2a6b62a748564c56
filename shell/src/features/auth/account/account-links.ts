/** The account pages, in the profile menu's order; help is the site's help page. */
export const ACCOUNT_LINKS = [
  { label: 'Profile Settings', to: '/account/profile' },
  { label: 'Account Settings', to: '/account/settings' },
  { label: 'Preferences', to: '/account/preferences' },
  { label: 'Help & Support', to: '/help' },
] as const;

/** Account pages only admins see in that navigation, after the others. */
export const ADMIN_ACCOUNT_LINKS = [
  { label: 'Messages', to: '/account/messages' },
  { label: 'Reports', to: '/account/reports' },
] as const;
