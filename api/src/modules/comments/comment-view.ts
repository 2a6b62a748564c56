import type { CommentRow } from './store';

/** A comment as the API answers it. */
export interface CommentView {
  id: string;
  category: string;
  brand: string;
  path: string;
  name: string;
  comment: string;
  timestamp: string;
  isVerified: boolean;
  likes: number;
  dislikes: number;
  isReply: boolean;
  parentId: string | null;
  hidden: boolean;
  replies: CommentView[];
}

export function view(row: CommentRow): CommentView {
  return {
    id: String(row.id),
    category: row.category,
    brand: row.brand,
    path: row.path,
    name: row.name,
    // A hidden comment keeps its place (and its replies) without its words.
    comment: row.hidden ? '' : row.comment,
    timestamp: new Date(row.created_at).toISOString(),
    isVerified: row.is_verified,
    likes: row.likes,
    dislikes: row.dislikes,
    isReply: row.parent_id !== null,
    parentId: row.parent_id === null ? null : String(row.parent_id),
    hidden: row.hidden,
    replies: [],
  };
}
