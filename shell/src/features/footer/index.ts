// The footer feature's entry (the layout loads it as the page nears its end).
export { SiteFooter } from './site-footer';
