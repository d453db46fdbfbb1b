import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { Card } from '#ui/card';

export const SUGGESTED_TOPICS = [
  'How is my current fast going?',
  'How do I do the 30-30-30 routine?',
  'How much cold exposure have I done this week?',
  'How much water should I drink?',
  'How can I sleep better?',
  'What should I focus on today?',
] as const;

/** Suggested topics (docs/product.md §2): choosing one sends it as a message. */
export function SuggestedTopics({ onPick, isDisabled }: { onPick: (topic: string) => void; isDisabled: boolean }) {
  return (
    <Card className="space-y-3 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <SparklesIcon aria-hidden="true" className="size-4 text-protocol-coach" />
        Suggested topics
      </h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col">
        {SUGGESTED_TOPICS.map((topic) => (
          <li key={topic}>
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onPick(topic)}
              className="min-h-11 rounded-control border border-border bg-surface px-3 py-2 text-left text-sm transition-colors duration-150 hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60 lg:w-full"
            >
              {topic}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The medical disclaimer (docs/product.md §2), always on the page. */
export function MedicalDisclaimer() {
  return (
    <Card className="space-y-2 border-status-warn/40 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <ShieldAlertIcon aria-hidden="true" className="size-4 text-status-warn" />
        Medical disclaimer
      </h2>
      <p className="text-sm text-muted-foreground">
        The AI Health Coach gives general wellness information, not medical advice. It cannot diagnose or treat any condition. Talk to a
        qualified health professional before changing your diet, fasting for more than 24 hours or starting cold exposure, especially if you
        are pregnant, have a medical condition or take medication.
      </p>
      <p className="text-sm font-medium">In an emergency, call your local emergency number.</p>
    </Card>
  );
}
