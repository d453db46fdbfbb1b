const numberFormat = new Intl.NumberFormat('en-US');

export const membersLabel = (members: number) => `${numberFormat.format(members)} ${members === 1 ? 'member' : 'members'}`;

export const likesLabel = (likes: number) => `${numberFormat.format(likes)} ${likes === 1 ? 'like' : 'likes'}`;

export const commentsLabel = (comments: number) => `${numberFormat.format(comments)} ${comments === 1 ? 'comment' : 'comments'}`;

/** "Mar 18, 2025" for a post's instant, in the reader's time zone. */
export function formatPostDate(timestamp: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(timestamp));
}

/** Up to two initials for the avatar placeholder: "Jordan Lee" → "JL". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

export function communityResultsSummary(posts: number, groups: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(posts, 'post')} and ${plural(groups, 'group')} found`;
}
