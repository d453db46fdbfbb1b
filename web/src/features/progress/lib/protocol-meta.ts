import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import HourglassIcon from 'lucide-react/icons/hourglass';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunriseIcon from 'lucide-react/icons/sunrise';

export type ProtocolMeta = {
  key: ProtocolKey;
  label: string;
  cardTitle: string;
  href: string;
  trackerName: string;
  Icon: typeof SunriseIcon;
  /** Tailwind classes of the protocol's accent (docs/design.md). */
  text: string;
  fill: string;
  soft: string;
};

/** How each protocol looks everywhere on these screens (docs/design.md accents), in display order. */
export const PROTOCOLS: readonly ProtocolMeta[] = [
  {
    key: 'thirtyThirtyThirty',
    label: '30-30-30',
    cardTitle: '30-30-30',
    href: '/thirty-thirty-thirty',
    trackerName: '30-30-30 tracker',
    Icon: SunriseIcon,
    text: 'text-protocol-thirty',
    fill: 'bg-protocol-thirty',
    soft: 'bg-protocol-thirty-soft',
  },
  {
    key: 'fasting',
    label: 'Fasting',
    cardTitle: 'Intermittent Fasting',
    href: '/fasting',
    trackerName: 'fasting tracker',
    Icon: HourglassIcon,
    text: 'text-protocol-fasting',
    fill: 'bg-protocol-fasting',
    soft: 'bg-protocol-fasting-soft',
  },
  {
    key: 'coldExposure',
    label: 'Cold Exposure',
    cardTitle: 'Cold Exposure',
    href: '/cold-exposure',
    trackerName: 'cold exposure tracker',
    Icon: SnowflakeIcon,
    text: 'text-protocol-cold',
    fill: 'bg-protocol-cold',
    soft: 'bg-protocol-cold-soft',
  },
];

export const protocolMeta = (key: ProtocolKey): ProtocolMeta => PROTOCOLS.find((protocol) => protocol.key === key)!;
