import HeartIcon from 'lucide-react/icons/heart';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import { useId } from 'react';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import type { Post } from '../content/posts';
import { commentsLabel, formatPostAge, likesLabel, postedAt } from '../lib/community-format';
import { Avatar } from './avatar';
import { ComingSoonNote } from '#ui/placeholder-button';

/** One sample post: who, when, what, its tags, and its likes and comments (liking and commenting are not built yet). */
export function PostCard({ post, now }: { post: Post; now: number }) {
  const authorId = useId();
  const noteId = useId();
  return (
    <Card role="article" aria-labelledby={authorId} className="space-y-3 p-4 sm:p-5" data-testid="post-card">
      <header className="flex items-center gap-3">
        <Avatar name={post.authorName} />
        <div className="min-w-0">
          <h3 id={authorId} className="font-semibold">
            {post.authorName}
          </h3>
          <time dateTime={postedAt(post.hoursAgo, now)} className="text-sm text-muted-foreground">
            {formatPostAge(post.hoursAgo)}
          </time>
        </div>
      </header>
      <p className="whitespace-pre-line">{post.content}</p>
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium">
            #{tag}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-border pt-2">
        <Button variant="ghost" size="sm" disabled aria-label={`Like (${likesLabel(post.likes)})`} aria-describedby={noteId}>
          <HeartIcon aria-hidden="true" className="size-4" />
          <span className="figures">{likesLabel(post.likes)}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled aria-label={`Comment (${commentsLabel(post.comments)})`} aria-describedby={noteId}>
          <MessageCircleIcon aria-hidden="true" className="size-4" />
          <span className="figures">{commentsLabel(post.comments)}</span>
        </Button>
        <ComingSoonNote id={noteId}>Liking and commenting coming soon</ComingSoonNote>
      </div>
    </Card>
  );
}
