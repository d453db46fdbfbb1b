import { z } from 'zod';
import { toolPlanSchema } from '../coach-tools/tool-plan.schema';

// A write the coach (or a tool) proposes and the person confirms or discards (docs/coach-tools.md).

/** GET /api/chat/drafts items, and the drafts a coach reply offers. */
export const chatDraftSchema = z.object({
  id: z.string(),
  /** How the draft reads on its card ('Cold exposure · Cold Plunge · 3 min · 4 °C'). */
  summary: z.string(),
  plan: toolPlanSchema,
  /**
   * Who proposed it: the coach in the chat, a tool (an AI assistant) through MCP, or someone the
   * person shares with (docs/sharing.md), named in `proposedBy`.
   */
  origin: z.enum(['coach', 'mcp', 'share']),
  proposedBy: z.string().nullable(),
  createdAt: z.string(),
  /** When it stops waiting: a draft nobody confirmed within a day is not confirmed later. */
  expiresAt: z.string(),
});
export type ChatDraftView = z.infer<typeof chatDraftSchema>;

export const chatDraftParamsSchema = z.object({ id: z.uuid({ message: 'id must be a draft id' }) });
