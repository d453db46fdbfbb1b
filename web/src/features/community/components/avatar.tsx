import { initials } from '../lib/community-format';

/** A person's initials in a circle: a placeholder photo, decorative (their name is written beside it). */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-protocol-coach-soft text-sm font-semibold text-protocol-coach"
    >
      {initials(name)}
    </span>
  );
}
