import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../content/articles';
import { COURSES, FEATURED_COURSE_IDS, type Course } from '../content/courses';
import { filterArticles, filterCourses, isSearching, learnView } from './learn-search';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

const course = (overrides: Partial<Course>): Course => ({
  id: 'cold-start',
  title: 'Title',
  description: 'Description',
  imageUrl: 'thirty',
  duration: '1h',
  lessons: 3,
  category: 'Other',
  level: 'Beginner',
  ...overrides,
});

describe('sample content', () => {
  it('has 6 courses, 3 of them featured, and 4 articles', () => {
    expect(COURSES).toHaveLength(6);
    expect(new Set(COURSES.map((item) => item.id)).size).toBe(6);
    expect(FEATURED_COURSE_IDS).toHaveLength(3);
    expect(FEATURED_COURSE_IDS.every((id) => COURSES.some((item) => item.id === id))).toBe(true);
    expect(ARTICLES).toHaveLength(4);
  });
});

describe('filterCourses', () => {
  it('shows every course for an empty or blank query', () => {
    expect(filterCourses(COURSES, '')).toEqual(COURSES);
    expect(filterCourses(COURSES, '   ')).toEqual(COURSES);
  });

  it('matches the title, the description or the category', () => {
    const items = [
      course({ id: 'thirty-foundations', title: 'Morning walk' }),
      course({ id: 'fasting-essentials', description: 'A slow morning' }),
      course({ id: 'better-sleep', category: 'Mornings' }),
      course({ id: 'cold-start' }),
    ];
    expect(filterCourses(items, 'morning').map((item) => item.id)).toEqual(['thirty-foundations', 'fasting-essentials', 'better-sleep']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(titles(filterCourses(COURSES, '  sLeEp '))).toEqual(['Better Sleep, Brighter Mornings']);
    expect(filterCourses(COURSES, 'COLD EXPOSURE')).toEqual(filterCourses(COURSES, 'cold exposure'));
  });

  it('finds every course of a category typed in another case', () => {
    expect(titles(filterCourses(COURSES, 'FASTING'))).toEqual(['Intermittent Fasting Essentials', 'Longer Fasts, Planned Carefully']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterCourses(COURSES, 'underwater basket weaving')).toEqual([]);
  });
});

describe('filterArticles', () => {
  it('shows every article for an empty query', () => {
    expect(filterArticles(ARTICLES, '')).toEqual(ARTICLES);
  });

  it('matches the title, the excerpt or the category, in any case', () => {
    expect(titles(filterArticles(ARTICLES, 'BIOMETRICS'))).toEqual(["Resting Heart Rate: What a Trend Can and Can't Tell You"]);
    expect(titles(filterArticles(ARTICLES, 'hunger waves'))).toEqual(['Your First 16:8 Week, Day by Day']);
    expect(titles(filterArticles(ARTICLES, 'greek YOGHURT'))).toEqual(['What 30 Grams of Protein Looks Like at Breakfast']);
  });
});

describe('learnView', () => {
  it('shows the featured courses in their order when no search is active', () => {
    const view = learnView(COURSES, FEATURED_COURSE_IDS, ARTICLES, '');
    expect(view.isSearching).toBe(false);
    expect(view.featured.map((item) => item.id)).toEqual(FEATURED_COURSE_IDS);
    expect(view.courses).toHaveLength(6);
    expect(view.articles).toHaveLength(4);
  });

  it('hides the featured courses while a search is active', () => {
    const view = learnView(COURSES, FEATURED_COURSE_IDS, ARTICLES, 'Fasting');
    expect(view.isSearching).toBe(true);
    expect(view.featured).toEqual([]);
    expect(view.courses).toHaveLength(2);
    expect(titles(view.articles)).toEqual(['Your First 16:8 Week, Day by Day']);
  });

  it('treats a blank query as no search', () => {
    expect(isSearching('  ')).toBe(false);
    expect(learnView(COURSES, FEATURED_COURSE_IDS, ARTICLES, '  ').featured).toHaveLength(3);
  });
});
