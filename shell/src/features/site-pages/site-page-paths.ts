/** The footer's About and Help pages; each is a route of its own. */
export const SITE_PAGE_PATHS = [
  'about',
  'team',
  'careers',
  'press',
  'contact',
  'help',
  'privacy',
  'terms',
  'cookies',
  'faq',
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];

export const CONTACT_EMAIL = 'support@gadgetspecs.example';
export const PRESS_EMAIL = 'press@gadgetspecs.example';
