import ActivityIcon from 'lucide-react/icons/activity';
import DropletIcon from 'lucide-react/icons/droplet';
import DumbbellIcon from 'lucide-react/icons/dumbbell';
import HourglassIcon from 'lucide-react/icons/hourglass';
import NotebookTextIcon from 'lucide-react/icons/notebook-text';
import PillIcon from 'lucide-react/icons/pill';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import UtensilsIcon from 'lucide-react/icons/utensils';

const ICONS = {
  meal: UtensilsIcon,
  exercise: DumbbellIcon,
  biometric: ActivityIcon,
  water: DropletIcon,
  supplement: PillIcon,
  cold_exposure: SnowflakeIcon,
  fasting: HourglassIcon,
  note: NotebookTextIcon,
} as const;

/** The entry type's icon, beside its name (never alone). */
export function TypeIcon({ type }: { type: string }) {
  const Icon = ICONS[type as keyof typeof ICONS] ?? NotebookTextIcon;
  return <Icon aria-hidden="true" className="size-4" />;
}
