import type { Queryable } from '../db/database';
import type { CatalogueSectionName } from '../shared/sections';

interface SampleThread {
  category: CatalogueSectionName;
  brand: string;
  path: string;
  comments: {
    name: string;
    comment: string;
    minutesAgo: number;
    replies?: { name: string; comment: string; minutesAgo: number }[];
  }[];
}

/** A few sample discussions so the comments widget has something to show. */
const THREADS: SampleThread[] = [
  {
    category: 'mobile',
    brand: 'google',
    path: 'pixel-9',
    comments: [
      {
        name: 'Priya',
        comment: 'The camera is excellent in low light, and the screen is bright outdoors.',
        minutesAgo: 300,
        replies: [
          { name: 'Tom', comment: 'Agreed, night sight is the reason I switched from my old phone.', minutesAgo: 240 },
        ],
      },
      { name: 'Marco', comment: 'Battery easily lasts a full day for me with normal use.', minutesAgo: 60 },
    ],
  },
  {
    category: 'mobile',
    brand: 'apple',
    path: 'iphone-17-pro',
    comments: [
      {
        name: 'Jess',
        comment: 'The new 4x telephoto is a big step up for portraits.',
        minutesAgo: 500,
        replies: [{ name: 'Ken', comment: 'And 8x optical-quality crops are surprisingly usable.', minutesAgo: 420 }],
      },
    ],
  },
  {
    category: 'laptop',
    brand: 'apple',
    path: 'macbook-air-13-m4-2025',
    comments: [
      { name: 'Lena', comment: 'Silent, light and the battery lasts all week at university.', minutesAgo: 90 },
    ],
  },
  {
    category: 'bike',
    brand: 'royalenfield',
    path: 'himalayan-450',
    comments: [
      {
        name: 'Arjun',
        comment: 'Took it to Ladakh last summer, the new engine pulls well at altitude.',
        minutesAgo: 1000,
        replies: [{ name: 'Sam', comment: 'How were the tube-type tyres on the rough sections?', minutesAgo: 900 }],
      },
    ],
  },
];

export async function seedComments(tx: Queryable): Promise<number> {
  let count = 0;
  for (const thread of THREADS) {
    // seed: only seed an empty thread, so reseeding never duplicates or overwrites real discussion
    const existing = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM comments WHERE category = $1 AND brand = $2 AND path = $3',
      [thread.category, thread.brand, thread.path],
    );
    if ((existing[0]?.n ?? 0) > 0) continue;
    for (const comment of thread.comments) {
      // seed: one sample comment
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO comments (category, brand, path, name, comment, created_at)
         VALUES ($1, $2, $3, $4, $5, now() - make_interval(mins => $6)) RETURNING id`,
        [thread.category, thread.brand, thread.path, comment.name, comment.comment, comment.minutesAgo],
      );
      count += 1;
      for (const reply of comment.replies ?? []) {
        // seed: one sample reply
        await tx.query(
          `INSERT INTO comments (category, brand, path, parent_id, name, comment, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7))`,
          [thread.category, thread.brand, thread.path, rows[0]!.id, reply.name, reply.comment, reply.minutesAgo],
        );
        count += 1;
      }
    }
  }
  return count;
}
