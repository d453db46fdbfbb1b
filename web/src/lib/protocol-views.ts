import type { ProtocolKey } from '@uh/core/progress/progress.logic';
import {
  PROTOCOL_REGISTRY,
  type LogKind,
  type ProtocolAccent,
  type ProtocolIconId,
  type RegisteredProtocol,
} from '@uh/core/protocols/protocol-registry';
import type { LucideIcon } from 'lucide-react';
import ActivityIcon from 'lucide-react/icons/activity';
import SnowflakeIcon from 'lucide-react/icons/snowflake';
import SunriseIcon from 'lucide-react/icons/sunrise';
import TimerIcon from 'lucide-react/icons/timer';

const ICONS: Record<ProtocolIconId, LucideIcon> = {
  sunrise: SunriseIcon,
  timer: TimerIcon,
  snowflake: SnowflakeIcon,
  activity: ActivityIcon,
};

/** Tailwind classes of each accent (docs/design.md), written out whole so Tailwind finds them. */
export const ACCENT_CLASSES: Record<ProtocolAccent, { text: string; fill: string; soft: string }> = {
  thirty: { text: 'text-protocol-thirty', fill: 'bg-protocol-thirty', soft: 'bg-protocol-thirty-soft' },
  fasting: { text: 'text-protocol-fasting', fill: 'bg-protocol-fasting', soft: 'bg-protocol-fasting-soft' },
  cold: { text: 'text-protocol-cold', fill: 'bg-protocol-cold', soft: 'bg-protocol-cold-soft' },
  biometrics: { text: 'text-protocol-biometrics', fill: 'bg-protocol-biometrics', soft: 'bg-protocol-biometrics-soft' },
};

/** How a protocol looks and is named on every screen. */
export type ProtocolView = {
  key: LogKind;
  /** Its page. */
  href: string;
  /** Where its logs are created; one log is corrected and deleted at `{logsUrl}/{id}`. */
  logsUrl: string;
  Icon: LucideIcon;
  accent: ProtocolAccent;
  /** Accent classes: text colour, solid fill, soft background. */
  text: string;
  fill: string;
  soft: string;
  /** Card and profile title: 'Intermittent Fasting'. */
  title: string;
  /** Navigation name: 'Fasting'. */
  label: string;
  /** Bottom bar name: 'Cold'. */
  compactLabel: string;
  trackerName: string | null;
  /** 'Open the fasting tracker'. */
  linkText: string | null;
};

/** A protocol counted in progress: it has a tracker to link to. */
export type TrackedProtocolView = ProtocolView & { key: ProtocolKey; trackerName: string; linkText: string };

type ProtocolViews = { readonly [K in LogKind]: K extends ProtocolKey ? TrackedProtocolView : ProtocolView };

const viewOf = (entry: RegisteredProtocol): ProtocolView => ({
  key: entry.key,
  href: entry.path,
  logsUrl: entry.api.create,
  Icon: ICONS[entry.icon],
  accent: entry.accent,
  ...ACCENT_CLASSES[entry.accent],
  title: entry.names.title,
  label: entry.names.label,
  compactLabel: entry.names.compactLabel,
  trackerName: entry.names.trackerName,
  linkText: entry.names.trackerName === null ? null : `Open the ${entry.names.trackerName}`,
});

/** Every protocol's view, by key (read from the protocol registry). */
export const PROTOCOL_VIEWS = Object.fromEntries(PROTOCOL_REGISTRY.map((entry) => [entry.key, viewOf(entry)])) as ProtocolViews;

/** Every protocol's view, in display order. */
export const ALL_PROTOCOL_VIEWS: readonly ProtocolView[] = PROTOCOL_REGISTRY.map((entry) => PROTOCOL_VIEWS[entry.key]);

/** The protocols counted in progress, in display order. */
export const TRACKED_PROTOCOL_VIEWS: readonly TrackedProtocolView[] = ALL_PROTOCOL_VIEWS.filter(
  (view): view is TrackedProtocolView => view.trackerName !== null,
);
