import type { CustomProtocolColor } from '@uh/core/custom-protocols/protocol-document.schema';
import { PROTOCOL_COLOR_VIEWS } from '../../lib/protocol-look';

/** Border classes of each accent (a ticked checklist row), written out whole so Tailwind finds them. */
const BORDER_CLASSES: Record<CustomProtocolColor, string> = {
  teal: 'border-custom-teal',
  violet: 'border-custom-violet',
  amber: 'border-custom-amber',
  rose: 'border-custom-rose',
  sky: 'border-custom-sky',
  lime: 'border-custom-lime',
  slate: 'border-custom-slate',
};

/** The accent's classes as the tracker uses them: a solid fill (bars, stripes) and a border. */
export const COLOR_CLASSES = Object.fromEntries(
  Object.entries(PROTOCOL_COLOR_VIEWS).map(([color, view]) => [
    color,
    { fill: view.swatch, border: BORDER_CLASSES[color as CustomProtocolColor] },
  ]),
) as Record<CustomProtocolColor, { fill: string; border: string }>;
