import type { ChecklistItemKey } from '@uh/core/checklist/checklist.logic';
import type { LucideIcon } from 'lucide-react';
import BeefIcon from 'lucide-react/icons/beef';
import DumbbellIcon from 'lucide-react/icons/dumbbell';
import GlassWaterIcon from 'lucide-react/icons/glass-water';
import NotebookPenIcon from 'lucide-react/icons/notebook-pen';
import PillIcon from 'lucide-react/icons/pill';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunIcon from 'lucide-react/icons/sun';
import TimerIcon from 'lucide-react/icons/timer';

/** The protocol accent an item wears (docs/design.md). */
export type ItemAccent = 'thirty' | 'fasting' | 'cold' | 'biometrics' | 'coach';

export type ChecklistItemDefinition = { key: ChecklistItemKey; title: string; hint: string; Icon: LucideIcon; accent: ItemAccent };

/** The eight cards in docs/product.md §3 order; the first five hints are docs/product.md's own. */
export const CHECKLIST_ITEMS: readonly ChecklistItemDefinition[] = [
  {
    key: 'morningProteinCompleted',
    title: 'Morning Protein',
    hint: '30 g protein within 30 minutes of waking',
    Icon: BeefIcon,
    accent: 'thirty',
  },
  { key: 'morningExerciseCompleted', title: 'Morning Exercise', hint: '30 minutes of exercise', Icon: DumbbellIcon, accent: 'thirty' },
  { key: 'sunlightExposureCompleted', title: 'Sunlight Exposure', hint: '10-30 minutes of sunlight', Icon: SunIcon, accent: 'thirty' },
  { key: 'coldExposureCompleted', title: 'Cold Exposure', hint: '2-10 minutes of cold', Icon: SnowflakeIcon, accent: 'cold' },
  // The hydration hint is replaced by the worked-out ounces when a weight is logged.
  { key: 'hydrationTargetCompleted', title: 'Hydration Target', hint: '', Icon: GlassWaterIcon, accent: 'cold' },
  { key: 'fastingCompleted', title: 'Fasting', hint: '12-16+ hours without food, per your protocol', Icon: TimerIcon, accent: 'fasting' },
  { key: 'supplementsCompleted', title: 'Supplements', hint: 'Your daily supplements, as planned', Icon: PillIcon, accent: 'biometrics' },
  {
    key: 'journalEntryCompleted',
    title: 'Journal Entry',
    hint: '5 minutes of journaling or a voice note',
    Icon: NotebookPenIcon,
    accent: 'coach',
  },
];
