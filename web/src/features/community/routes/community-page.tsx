import CalendarDaysIcon from 'lucide-react/icons/calendar-days';
import { useId, useState } from 'react';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { ComingSoonPanel } from '#ui/empty-states';
import { FeedPanel } from '../components/feed-panel';
import { GroupsPanel } from '../components/groups-panel';
import { SearchBox } from '#ui/search-box';
import { GROUPS } from '../content/groups';
import { POSTS } from '../content/posts';
import { communityResultsSummary } from '../lib/community-format';
import { filterGroups, filterPosts, normalizeQuery } from '../lib/community-search';

/** /community (docs/product.md §2): static sample posts and groups, searchable; events still to come. */
export function CommunityPage() {
  useDocumentTitle('Community');
  const { data: user } = useSession();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const isSearching = normalizeQuery(query) !== '';
  const posts = filterPosts(POSTS, query);
  const groups = filterGroups(GROUPS, query);

  const clearSearch = () => {
    setQuery('');
    document.getElementById(searchId)?.focus();
  };

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">Community</h1>
        <p className="text-muted-foreground">
          See how others fit the protocols into real life. These sample posts and groups show what the community will look like.
        </p>
      </header>
      <SearchBox
        id={searchId}
        label="Search posts and groups"
        placeholder="Search posts, people, tags or groups"
        value={query}
        onChange={setQuery}
      />
      <p role="status" className={isSearching ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {isSearching ? communityResultsSummary(posts.length, groups.length) : ''}
      </p>
      <Tabs defaultValue="feed">
        <TabsList aria-label="Community sections">
          <TabsTrigger value="feed">Feed</TabsTrigger>
          <TabsTrigger value="groups">Groups</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
        </TabsList>
        <TabsContent value="feed">
          <FeedPanel posts={posts} userName={user?.displayName ?? user?.username ?? ''} query={query} onClearSearch={clearSearch} />
        </TabsContent>
        <TabsContent value="groups">
          <GroupsPanel groups={groups} query={query} onClearSearch={clearSearch} />
        </TabsContent>
        <TabsContent value="events">
          <ComingSoonPanel Icon={CalendarDaysIcon} message="Events feature coming soon!" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
