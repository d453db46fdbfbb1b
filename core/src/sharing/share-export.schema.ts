import { z } from 'zod';
import { SHARE_LEVELS } from './share-grants.schema';

const when = z.string().nullable();
const grantFields = {
  scopes: z.record(z.string(), z.enum(SHARE_LEVELS)),
  createdAt: z.string(),
  acceptedAt: when,
  expiresAt: when,
  endedAt: when,
};

/**
 * The grants an account gave and received, in its export: for reference only, since they name
 * other accounts of one server, an import does not restore them. Nothing secret is in them.
 */
export const exportedSharingSchema = z.object({
  given: z.array(z.object({ grantee: z.string(), preset: z.string(), alerts: z.boolean().optional(), ...grantFields })),
  received: z.array(z.object({ owner: z.string(), ...grantFields })),
  /** Report links, without their token or passcode (neither is kept). */
  reportLinks: z.array(z.object({ range: z.string(), createdAt: z.string(), expiresAt: z.string(), endedAt: when })).optional(),
});
export type ExportedSharing = z.infer<typeof exportedSharingSchema>;
