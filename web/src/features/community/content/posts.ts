/** Static sample content (docs/product.md §3, §9): community posts are written for this product and never fetched. */

export type Post = {
  id: string;
  authorName: string;
  content: string;
  /**
   * How long before the reader's visit it was posted, in hours: sample posts are dated relative to
   * today, so they never look stale, however long ago the app was installed.
   */
  hoursAgo: number;
  likes: number;
  comments: number;
  /** Topic tags, shown with a leading "#". */
  tags: string[];
};

export const POSTS: readonly Post[] = [
  {
    id: 'post-early-walks',
    authorName: 'Jordan Lee',
    content:
      'Day 21 of 30-30-30. Eggs and Greek yoghurt within half an hour of waking, then a 30-minute walk before work. My afternoons feel steadier than they used to, and the walk has become the part I look forward to.',
    hoursAgo: 3,
    likes: 24,
    comments: 6,
    tags: ['30-30-30', 'morning-routine'],
  },
  {
    id: 'post-first-sixteen',
    authorName: 'Aisha Rahman',
    content:
      'Finished my first 16-hour fast today. Water and black coffee got me through the mid-morning dip, and breaking it with a proper meal instead of snacks made a real difference. Does anyone else find the evenings the hardest part?',
    hoursAgo: 20,
    likes: 31,
    comments: 12,
    tags: ['fasting', '16-8'],
  },
  {
    id: 'post-cool-showers',
    authorName: 'Marcus Chen',
    content:
      'Cold shower update: over three weeks I went from 30 seconds to 2 minutes at the end of my shower. Still not fun, but slow breathing makes it manageable. Starting small was the right call.',
    hoursAgo: 2 * 24 + 5,
    likes: 18,
    comments: 4,
    tags: ['cold-exposure', 'consistency'],
  },
  {
    id: 'post-bedtime-trend',
    authorName: 'Elena Petrova',
    content:
      'Logged my sleep for a month. In the weeks I kept a fixed bedtime my resting heart rate was a few beats lower. A small sample and only my own numbers, but it keeps me honest about screens at night.',
    hoursAgo: 4 * 24 + 2,
    likes: 27,
    comments: 9,
    tags: ['sleep', 'biometrics'],
  },
];
