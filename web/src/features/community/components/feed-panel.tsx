import FunnelIcon from 'lucide-react/icons/funnel';
import type { Post } from '../content/posts';
import { NoResults } from '#ui/empty-states';
import { PlaceholderButton } from '#ui/placeholder-button';
import { useNow } from '#lib/use-now';
import { PostBox } from './post-box';
import { PostCard } from './post-card';

type Props = { posts: Post[]; userName: string; query: string; onClearSearch: () => void };

/** Feed (docs/product.md §2): the post box, a Filter button and the sample posts. */
export function FeedPanel({ posts, userName, query, onClearSearch }: Props) {
  const now = useNow(60_000);
  return (
    <div className="space-y-6">
      <PostBox userName={userName} />
      <section aria-labelledby="community-posts-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="community-posts-heading" className="text-xl font-semibold">
            Recent posts
          </h2>
          <PlaceholderButton variant="secondary">
            <FunnelIcon aria-hidden="true" className="size-4" />
            Filter
          </PlaceholderButton>
        </div>
        {posts.length > 0 ? (
          <ul className="space-y-4">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <NoResults
            hint="Try a name, a tag such as #fasting, or another word. Or clear the search to see everything."
            what="posts"
            query={query}
            onClear={onClearSearch}
          />
        )}
      </section>
    </div>
  );
}
