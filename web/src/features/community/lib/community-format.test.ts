import { describe, expect, it } from 'vitest';
import { commentsLabel, communityResultsSummary, formatPostDate, initials, likesLabel, membersLabel } from './community-format';

describe('community labels', () => {
  it('counts members, likes and comments', () => {
    expect(membersLabel(1284)).toBe('1,284 members');
    expect(membersLabel(1)).toBe('1 member');
    expect(likesLabel(24)).toBe('24 likes');
    expect(likesLabel(1)).toBe('1 like');
    expect(commentsLabel(1)).toBe('1 comment');
    expect(commentsLabel(12)).toBe('12 comments');
  });

  it('dates a post in the reader’s time zone', () => {
    expect(formatPostDate('2025-03-18T07:42:00Z', 'UTC')).toBe('Mar 18, 2025');
    expect(formatPostDate('2025-03-18T07:42:00Z', 'America/Los_Angeles')).toBe('Mar 18, 2025');
    expect(formatPostDate('2025-03-18T02:00:00Z', 'America/New_York')).toBe('Mar 17, 2025');
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
