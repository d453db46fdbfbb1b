import type { Group } from '../content/groups';
import type { Post } from '../content/posts';

/** The query as it is compared: trimmed and lower-cased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

const includes = (text: string, needle: string) => text.toLocaleLowerCase().includes(needle);

/** Posts whose content, author or a tag contains the query, case-insensitively ("#fasting" finds the tag fasting). */
export function filterPosts(posts: readonly Post[], query: string): Post[] {
  const needle = normalizeQuery(query);
  if (needle === '') return [...posts];
  const tagNeedle = needle.replace(/^#+/, '');
  return posts.filter(
    (post) =>
      includes(post.content, needle) ||
      includes(post.authorName, needle) ||
      (tagNeedle !== '' && post.tags.some((tag) => includes(tag, tagNeedle))),
  );
}

/** Groups whose name or description contains the query, case-insensitively. */
export function filterGroups(groups: readonly Group[], query: string): Group[] {
  const needle = normalizeQuery(query);
  if (needle === '') return [...groups];
  return groups.filter((group) => includes(group.name, needle) || includes(group.description, needle));
}
