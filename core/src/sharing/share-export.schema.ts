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
  given: z.array(z.object({ grantee: z.string(), preset: z.string(), ...grantFields })),
  received: z.array(z.object({ owner: z.string(), ...grantFields })),
});
export type ExportedSharing = z.infer<typeof exportedSharingSchema>;
