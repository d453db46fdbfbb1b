/** Static sample content (docs/product.md §3, §9): community groups are written for this product and never fetched. */

export type Group = {
  id: string;
  name: string;
  members: number;
  description: string;
};

export const GROUPS: readonly Group[] = [
  {
    id: 'group-early-risers',
    name: 'Early Risers 30-30-30',
    members: 1284,
    description: 'Share protein breakfast ideas, walking routes and morning check-ins, and keep each other consistent.',
  },
  {
    id: 'group-fasting-circle',
    name: 'Fasting Circle',
    members: 962,
    description: 'Support for every schedule from 12:12 to 18:6. Tips for hunger waves, hydration and breaking a fast well.',
  },
  {
    id: 'group-cold-collective',
    name: 'Cold Water Collective',
    members: 745,
    description: 'From cool showers to outdoor dips: share your setup and your progress, build up gradually and never swim alone.',
  },
  {
    id: 'group-sleep-recovery',
    name: 'Sleep and Recovery',
    members: 538,
    description: 'Wind-down routines, steady wake times, and what your sleep and heart rate logs suggest over the weeks.',
  },
];
