import type { CustomProtocolColor, CustomProtocolIcon } from '@uh/core/custom-protocols/protocol-document.schema';
import { cn } from '#lib/cn';
import { PROTOCOL_COLOR_VIEWS, PROTOCOL_ICON_VIEWS } from '../lib/protocol-look';

/** The protocol's icon on its soft tint; decorative, since its title always stands beside it. */
export function ProtocolBadge({ icon, color, className }: { icon: CustomProtocolIcon; color: CustomProtocolColor; className?: string }) {
  const { Icon } = PROTOCOL_ICON_VIEWS[icon];
  const look = PROTOCOL_COLOR_VIEWS[color];
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-control', look.soft, className)}
    >
      <Icon className={cn('size-6', look.accent)} />
    </span>
  );
}
