import PlusIcon from 'lucide-react/icons/plus';
import type { Group } from '../content/groups';
import { NoResults } from '#ui/empty-states';
import { GroupCard } from './group-card';
import { PlaceholderButton } from '#ui/placeholder-button';

type Props = { groups: Group[]; query: string; onClearSearch: () => void };

/** Groups (docs/product.md §2): the sample groups with Join Group, plus Create Group. */
export function GroupsPanel({ groups, query, onClearSearch }: Props) {
  return (
    <section aria-labelledby="community-groups-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="community-groups-heading" className="text-xl font-semibold">
          Groups
        </h2>
        <PlaceholderButton>
          <PlusIcon aria-hidden="true" className="size-4" />
          Create Group
        </PlaceholderButton>
      </div>
      {groups.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {groups.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      ) : (
        <NoResults
          hint="Try a name, a tag such as #fasting, or another word. Or clear the search to see everything."
          what="groups"
          query={query}
          onClear={onClearSearch}
        />
      )}
    </section>
  );
}
