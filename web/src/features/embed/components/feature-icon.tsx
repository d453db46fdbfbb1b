import type { EmbedRoute } from '@uh/core/embed/embed.logic';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MicIcon from 'lucide-react/icons/mic';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunriseIcon from 'lucide-react/icons/sunrise';
import TimerIcon from 'lucide-react/icons/timer';
import { cn } from '#lib/cn';

/** The same icon and accent each feature has in the app's navigation (docs/design.md: one accent per protocol). */
const ICONS = {
  '/thirty-thirty-thirty': { icon: SunriseIcon, accent: 'text-protocol-thirty' },
  '/fasting': { icon: TimerIcon, accent: 'text-protocol-fasting' },
  '/cold-exposure': { icon: SnowflakeIcon, accent: 'text-protocol-cold' },
  '/voice-journal': { icon: MicIcon, accent: 'text-protocol-biometrics' },
  '/chat': { icon: MessageCircleIcon, accent: 'text-protocol-coach' },
} satisfies Record<EmbedRoute, unknown>;

export function FeatureIcon({ route, className }: { route: EmbedRoute; className?: string }) {
  const { icon: Icon, accent } = ICONS[route];
  return <Icon aria-hidden="true" className={cn('shrink-0', accent, className)} />;
}
