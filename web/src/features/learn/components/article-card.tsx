import CalendarIcon from 'lucide-react/icons/calendar';
import ClockIcon from 'lucide-react/icons/clock';
import UserIcon from 'lucide-react/icons/user';
import { useId } from 'react';
import { Card } from '#ui/card';
import type { Article } from '../content/articles';
import { formatPublishDate, readTimeLabel } from '../lib/learn-format';
import { PlaceholderButton } from '#ui/placeholder-button';

/** One article: category, title, excerpt, who wrote it and when, and how long it takes to read. */
export function ArticleCard({ article }: { article: Article }) {
  const titleId = useId();
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5" data-testid="article-card" role="group" aria-labelledby={titleId}>
      <span className="self-start rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium">{article.category}</span>
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {article.title}
      </h3>
      <p className="text-sm text-muted-foreground">{article.excerpt}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <UserIcon aria-hidden="true" className="size-4" />
          {article.author}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon aria-hidden="true" className="size-4" />
          <time dateTime={article.publishDate}>{formatPublishDate(article.publishDate)}</time>
        </span>
        <span className="inline-flex items-center gap-1.5 figures">
          <ClockIcon aria-hidden="true" className="size-4" />
          {readTimeLabel(article.readTime)}
        </span>
      </p>
      <PlaceholderButton variant="secondary" accessibleName={`Read Article: ${article.title}`} className="mt-auto pt-1">
        Read Article
      </PlaceholderButton>
    </Card>
  );
}
