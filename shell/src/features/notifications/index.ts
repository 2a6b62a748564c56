// The notifications feature's entry: the header's bell.
export { NotificationsMenu } from './notifications-menu';
