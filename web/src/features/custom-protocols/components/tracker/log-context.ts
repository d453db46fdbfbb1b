import type { CustomDay, CustomEntry } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';

/** What every quick-log control works from: the component, the day it logs on, and what that day holds. */
export type LogTarget = {
  protocolId: number;
  component: ProtocolComponent;
  date: string;
  /** The day as last read; undefined while it loads. */
  day: CustomDay | undefined;
};

/** The day's entries of one component, oldest first. */
export const entriesOf = (target: LogTarget): CustomEntry[] =>
  (target.day?.entries ?? []).filter((entry) => entry.componentId === target.component.id);

/** The day's figure of one component, as the server aggregated it; null when nothing is logged. */
export const figureOf = (target: LogTarget): number | null => target.day?.figures[target.component.id] ?? null;
