import { describe, expect, it } from 'vitest';
import { POSTS } from '../content/posts';
import { commentsLabel, communityResultsSummary, formatPostAge, initials, likesLabel, membersLabel, postedAt } from './community-format';

describe('community labels', () => {
  it('counts members, likes and comments', () => {
    expect(membersLabel(1284)).toBe('1,284 members');
    expect(membersLabel(1)).toBe('1 member');
    expect(likesLabel(24)).toBe('24 likes');
    expect(likesLabel(1)).toBe('1 like');
    expect(commentsLabel(1)).toBe('1 comment');
    expect(commentsLabel(12)).toBe('12 comments');
  });

  it('dates a sample post relative to today, so it never looks stale', () => {
    expect(formatPostAge(0.5)).toBe('just now');
    expect(formatPostAge(3)).toBe('3 hours ago');
    expect(formatPostAge(24)).toBe('yesterday');
    expect(formatPostAge(4 * 24 + 2)).toBe('4 days ago');
    expect(postedAt(3, Date.parse('2026-11-21T12:00:00Z'))).toBe('2026-11-21T09:00:00.000Z');
    // Every sample post is from the last week.
    expect(POSTS.map((post) => formatPostAge(post.hoursAgo))).toEqual(['3 hours ago', '20 hours ago', '2 days ago', '4 days ago']);
  });

  it('takes up to two initials', () => {
    expect(initials('Jordan Lee')).toBe('JL');
    expect(initials('Cher')).toBe('C');
    expect(initials('  maria   de la cruz ')).toBe('MD');
  });

  it('summarises search results', () => {
    expect(communityResultsSummary(1, 0)).toBe('1 post and 0 groups found');
    expect(communityResultsSummary(2, 1)).toBe('2 posts and 1 group found');
  });
});
