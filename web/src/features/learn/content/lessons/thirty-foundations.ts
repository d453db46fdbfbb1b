import type { Lesson } from '../lesson';

export const THIRTY_FOUNDATIONS_LESSONS: readonly Lesson[] = [
  {
    title: 'What the 30-30-30 routine is',
    body: 'About 30 g of protein within 30 minutes of waking, then 30 minutes of easy movement. It is a simple frame for the first hour of the day, not a strict rule. Aim for most mornings rather than every single one.',
  },
  {
    title: 'What 30 grams of protein looks like',
    body: 'Three eggs with a pot of Greek yoghurt, a tofu scramble with beans, or cottage cheese with seeds each land close to 30 g. Read the labels of what you already buy for a week to learn your own amounts. If you have kidney disease or have been told to limit protein, talk to your doctor before changing how much you eat.',
  },
  {
    title: 'Breakfasts for rushed mornings',
    body: 'Prepare two or three options the night before: overnight oats made with milk and protein yoghurt, boiled eggs, or a box of leftovers. Keep one shelf-stable fallback, such as a protein shake, for the days nothing else works. A good-enough breakfast eaten on time beats a perfect one skipped.',
  },
  {
    title: 'Thirty minutes of easy movement',
    body: 'Easy means you could hold a conversation: a brisk walk, a gentle bike ride or light mobility work. The goal is to get moving, not to train hard on an empty morning. Start with 10 or 15 minutes if 30 feels like a lot, and add a few minutes each week.',
  },
  {
    title: 'Walking plans for any weather',
    body: 'Pick a short loop from your door that takes about 15 minutes, and walk it out and back or twice. For rain or dark mornings, keep an indoor plan: stairs, a walking video or marching in place while the kettle boils. Wear something reflective if you walk before sunrise.',
  },
  {
    title: 'The minimum version for busy days',
    body: 'Decide in advance what counts on a hard day, for example a protein shake and a 10-minute walk. Doing the small version keeps the habit alive, and that matters more than the full routine once in a while. Log it honestly so your history shows what you actually did.',
  },
  {
    title: 'Tracking and keeping it going',
    body: 'Log each morning on the 30-30-30 page, then look at the week rather than the day. If a week slips, change one thing, such as preparing breakfast earlier or moving your walk, instead of starting over. Notice how your mornings feel; that is the best reason to keep going.',
  },
];
