import type { Article } from '../content/articles';
import type { Course } from '../content/courses';

/** The query as it is compared: trimmed and lower-cased, so "FASTING " finds "Fasting". */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

export function isSearching(query: string): boolean {
  return normalizeQuery(query) !== '';
}

const matches = (fields: readonly string[], query: string) => {
  const needle = normalizeQuery(query);
  return needle === '' || fields.some((field) => field.toLocaleLowerCase().includes(needle));
};

/** docs/product.md §2: courses match on title, description or category, case-insensitively. */
export function filterCourses(courses: readonly Course[], query: string): Course[] {
  return courses.filter((course) => matches([course.title, course.description, course.category], query));
}

/** docs/product.md §2: articles match on title, excerpt or category, case-insensitively. */
export function filterArticles(articles: readonly Article[], query: string): Article[] {
  return articles.filter((article) => matches([article.title, article.excerpt, article.category], query));
}

export type LearnView = { featured: Course[]; courses: Course[]; articles: Article[]; isSearching: boolean };

/** What the Learn page shows for a query: Featured Courses only while no search is active. */
export function learnView(
  courses: readonly Course[],
  featuredIds: readonly string[],
  articles: readonly Article[],
  query: string,
): LearnView {
  const searching = isSearching(query);
  const featured = searching ? [] : featuredIds.flatMap((id) => courses.filter((course) => course.id === id));
  return { featured, courses: filterCourses(courses, query), articles: filterArticles(articles, query), isSearching: searching };
}
