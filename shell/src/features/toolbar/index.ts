// The toolbar feature's entry.
export { ToolbarPanel } from './toolbar-panel';
