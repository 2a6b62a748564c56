import type { CommentEntry } from '../comments-widget-queries';

/** A top-level comment on the Pixel 9 as the API answers it, with whatever a test changes. */
export const commentEntry = (overrides: Partial<CommentEntry> = {}): CommentEntry => ({
  id: '1',
  category: 'mobile',
  brand: 'google',
  path: 'pixel-9',
  name: 'Ada',
  comment: 'Great battery life on this one.',
  timestamp: '2026-01-02T10:00:00.000Z',
  isVerified: false,
  likes: 3,
  dislikes: 0,
  isReply: false,
  parentId: null,
  hidden: false,
  replies: [],
  ...overrides,
});
