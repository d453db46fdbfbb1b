import type { EmbedRoute } from '@uh/core/embed/embed.logic';
import MessageCircleIcon from 'lucide-react/icons/message-circle';
import MicIcon from 'lucide-react/icons/mic';
import { cn } from '#lib/cn';
import { PROTOCOL_VIEWS, type ProtocolView } from '#lib/protocol-views';

const protocolLook = (view: ProtocolView) => ({ icon: view.Icon, accent: view.text });

/** The same icon and accent each feature has in the app's navigation (docs/design.md: one accent per protocol). */
const ICONS = {
  '/thirty-thirty-thirty': protocolLook(PROTOCOL_VIEWS.thirtyThirtyThirty),
  '/fasting': protocolLook(PROTOCOL_VIEWS.fasting),
  '/cold-exposure': protocolLook(PROTOCOL_VIEWS.coldExposure),
  '/voice-journal': { icon: MicIcon, accent: 'text-protocol-biometrics' },
  '/chat': { icon: MessageCircleIcon, accent: 'text-protocol-coach' },
} satisfies Record<EmbedRoute, unknown>;

export function FeatureIcon({ route, className }: { route: EmbedRoute; className?: string }) {
  const { icon: Icon, accent } = ICONS[route];
  return <Icon aria-hidden="true" className={cn('shrink-0', accent, className)} />;
}
