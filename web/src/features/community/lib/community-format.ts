const numberFormat = new Intl.NumberFormat('en-US');

export const membersLabel = (members: number) => `${numberFormat.format(members)} ${members === 1 ? 'member' : 'members'}`;

export const likesLabel = (likes: number) => `${numberFormat.format(likes)} ${likes === 1 ? 'like' : 'likes'}`;

export const commentsLabel = (comments: number) => `${numberFormat.format(comments)} ${comments === 1 ? 'comment' : 'comments'}`;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "3 hours ago", "yesterday", "4 days ago": how long before now a sample post was written. */
export function formatPostAge(hoursAgo: number): string {
  if (hoursAgo < 1) return 'just now';
  if (hoursAgo < 24) return relative.format(-Math.floor(hoursAgo), 'hour');
  return relative.format(-Math.floor(hoursAgo / 24), 'day');
}

/** The instant a sample post stands for, for its <time dateTime>. */
export const postedAt = (hoursAgo: number, now: number) => new Date(now - hoursAgo * 3_600_000).toISOString();

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
