// The preview feature's entry: the banner a visitor previewing a candidate section sees.
export { PreviewBanner } from './preview-banner';
