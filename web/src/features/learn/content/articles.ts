/** Static sample content (docs/product.md §3, §9): articles are written for this product and never fetched. */

export type Article = {
  title: string;
  excerpt: string;
  /** Minutes to read. */
  readTime: number;
  /** Calendar date, yyyy-MM-dd. */
  publishDate: string;
  author: string;
  category: string;
};

export const ARTICLES: readonly Article[] = [
  {
    title: 'What 30 Grams of Protein Looks Like at Breakfast',
    excerpt:
      'Three eggs with Greek yoghurt, a tofu scramble, or cottage cheese with fruit and seeds: easy ways to reach about 30 g before your morning walk.',
    readTime: 5,
    publishDate: '2025-01-14',
    author: 'Maya Okafor',
    category: 'Nutrition',
  },
  {
    title: 'Your First 16:8 Week, Day by Day',
    excerpt:
      'What the first seven days of a 16-hour fast often feel like, how to handle hunger waves, and why a consistent eating window matters more than a perfect one.',
    readTime: 7,
    publishDate: '2025-02-03',
    author: 'Daniel Reyes',
    category: 'Fasting',
  },
  {
    title: 'Cold Showers Without the Drama',
    excerpt:
      'Start with the last 30 seconds, breathe slowly, and add a little time each week. Skip it if you feel unwell, and check with a doctor if you have a heart condition.',
    readTime: 4,
    publishDate: '2025-02-21',
    author: 'Priya Nair',
    category: 'Cold Exposure',
  },
  {
    title: "Resting Heart Rate: What a Trend Can and Can't Tell You",
    excerpt:
      'Measure at the same time each morning and look at the weekly average. A trend is a conversation starter with your clinician, not a diagnosis.',
    readTime: 6,
    publishDate: '2025-03-10',
    author: 'Sam Whitaker',
    category: 'Biometrics',
  },
];
