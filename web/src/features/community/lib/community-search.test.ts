import { describe, expect, it } from 'vitest';
import { GROUPS } from '../content/groups';
import { POSTS, type Post } from '../content/posts';
import { filterGroups, filterPosts } from './community-search';

const authors = (posts: readonly Post[]) => posts.map((post) => post.authorName);
const names = (groups: readonly { name: string }[]) => groups.map((group) => group.name);

describe('sample content', () => {
  it('has sample posts and 4 groups', () => {
    expect(POSTS.length).toBeGreaterThanOrEqual(3);
    expect(GROUPS).toHaveLength(4);
    expect(POSTS.every((post) => post.tags.length > 0)).toBe(true);
  });
});

describe('filterPosts', () => {
  it('shows every post for an empty or blank query', () => {
    expect(filterPosts(POSTS, '')).toEqual(POSTS);
    expect(filterPosts(POSTS, '  ')).toEqual(POSTS);
  });

  it('matches the content in any case', () => {
    expect(authors(filterPosts(POSTS, 'BLACK COFFEE'))).toEqual(['Aisha Rahman']);
    expect(authors(filterPosts(POSTS, 'cold'))).toEqual(['Marcus Chen']);
  });

  it('matches the author', () => {
    expect(authors(filterPosts(POSTS, 'elena'))).toEqual(['Elena Petrova']);
  });

  it('matches a tag, with or without its "#"', () => {
    expect(authors(filterPosts(POSTS, 'Biometrics'))).toEqual(['Elena Petrova']);
    expect(authors(filterPosts(POSTS, '#MORNING-routine'))).toEqual(['Jordan Lee']);
    expect(authors(filterPosts(POSTS, '#16-8'))).toEqual(['Aisha Rahman']);
  });

  it('does not treat a lone "#" as a match for every tag', () => {
    expect(filterPosts(POSTS, '#')).toEqual([]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterPosts(POSTS, 'marathon')).toEqual([]);
  });
});

describe('filterGroups', () => {
  it('shows every group for an empty query', () => {
    expect(filterGroups(GROUPS, '')).toEqual(GROUPS);
  });

  it('matches the name or the description in any case', () => {
    expect(names(filterGroups(GROUPS, 'FASTING'))).toEqual(['Fasting Circle']);
    expect(names(filterGroups(GROUPS, 'walking routes'))).toEqual(['Early Risers 30-30-30']);
    expect(names(filterGroups(GROUPS, 'sleep'))).toEqual(['Sleep and Recovery']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterGroups(GROUPS, 'marathon')).toEqual([]);
  });
});
