import { z } from 'zod';
import { isoInstant, recordId } from '../common/storable.schema';

/**
 * What a person can share with the people who help them (docs/sharing.md): each domain at one
 * level. Journal text and audio, coach chat and memory, tokens, sign-in methods and settings are
 * no domain, so no grant can reach them whatever its scopes.
 */
export const SHARE_DOMAINS = ['progress', 'fasting', 'cold', 'biometrics', 'checkins', 'experiments'] as const;
export type ShareDomain = (typeof SHARE_DOMAINS)[number];

/** Each level includes the ones before it: `propose` also reads, `write` also proposes. */
export const SHARE_LEVELS = ['read', 'propose', 'write'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];

export const SHARE_DOMAIN_TITLES: Record<ShareDomain, string> = {
  progress: 'Protocols and progress',
  fasting: 'Fasting',
  cold: 'Cold exposure',
  biometrics: 'Biometrics',
  checkins: 'Daily check-ins',
  experiments: 'Experiments',
};

/** Never part of any grant; listed so the sharing screen and the docs can say so. */
export const NEVER_SHARED = ['Journal text and audio', 'Coach chat and memory', 'Tokens', 'Sign-in methods', 'Settings'] as const;

export const SHARE_PRESETS = ['household', 'coach', 'custom'] as const;
export type SharePreset = (typeof SHARE_PRESETS)[number];

/** A grant lasts 90 days unless the owner picks another length, or "never" on purpose. */
export const DEFAULT_SHARE_DAYS = 90;
export const MAX_SHARE_DAYS = 365;
/** How many people one person can share with at once. */
export const SHARE_GRANTS_MAX = 20;

export const shareScopesSchema = z
  .partialRecord(z.enum(SHARE_DOMAINS, { message: `a domain must be one of ${SHARE_DOMAINS.join(', ')}` }), z.enum(SHARE_LEVELS))
  .refine((scopes) => Object.keys(scopes).length > 0, { message: 'Share at least one thing' });
export type ShareScopes = z.infer<typeof shareScopesSchema>;

const expirySchema = z.union([
  z.strictObject({
    days: z
      .number({ message: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'A share lasts at least 1 day')
      .max(MAX_SHARE_DAYS, `A share lasts at most ${MAX_SHARE_DAYS} days; choose "never" to keep it until you end it`),
  }),
  z.literal('never'),
]);
export type ShareExpiry = z.infer<typeof expirySchema>;

/** POST /api/sharing/grants. */
export const shareGrantCreateSchema = z.strictObject({
  grantee: z
    .string({ message: 'grantee must be a username or an e-mail' })
    .trim()
    .min(1, 'Say who to share with: their username or e-mail on this server')
    .max(320, 'grantee is too long'),
  preset: z.enum(SHARE_PRESETS).default('custom'),
  scopes: shareScopesSchema,
  expires: expirySchema.default({ days: DEFAULT_SHARE_DAYS }),
  /** Tell the grantee of a fast past 48 h or a daily protocol missed 3 days running; the preset's choice when left out. */
  alerts: z.boolean({ message: 'alerts must be true or false' }).optional(),
});
/** What the sharing screen sends (preset and expiry may be left to their defaults). */
export type ShareGrantCreate = z.input<typeof shareGrantCreateSchema>;
/** The same, as the server reads it: defaults filled in. */
export type ShareGrantRequest = z.output<typeof shareGrantCreateSchema>;

/** PATCH /api/sharing/grants/{id}: new scopes, a new expiry from now, or both. */
export const shareGrantPatchSchema = z
  .strictObject({ scopes: shareScopesSchema.optional(), expires: expirySchema.optional(), alerts: z.boolean().optional() })
  .refine((patch) => patch.scopes !== undefined || patch.expires !== undefined || patch.alerts !== undefined, {
    message: 'Change the scopes, the expiry or the alerts',
  });
export type ShareGrantPatch = z.infer<typeof shareGrantPatchSchema>;

export const SHARE_STATUSES = ['pending', 'active', 'expired', 'ended'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

const person = z.object({ username: z.string(), displayName: z.string() });

/** A grant as its owner sees it. */
export const shareGrantSchema = z.object({
  id: z.number().int(),
  grantee: person,
  preset: z.enum(SHARE_PRESETS),
  scopes: z.record(z.string(), z.enum(SHARE_LEVELS)),
  expiresAt: z.string().nullable(),
  alerts: z.boolean(),
  status: z.enum(SHARE_STATUSES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type ShareGrant = z.infer<typeof shareGrantSchema>;

/** A grant as the person it was given to sees it: the owner's name, never their e-mail. */
export const receivedShareSchema = shareGrantSchema.omit({ grantee: true, preset: true }).extend({ owner: person });
export type ReceivedShare = z.infer<typeof receivedShareSchema>;

export const shareActionSchema = z.enum(SHARE_LEVELS);
/** One read or proposal by a grantee, as the owner's access log lists it. */
export const shareAccessSchema = z.object({
  at: z.string(),
  action: shareActionSchema,
  what: z.string(),
  ip: z.string(),
});
export type ShareAccess = z.infer<typeof shareAccessSchema>;

export const shareGrantParamsSchema = z.object({ id: recordId() });
export const sharedParamsSchema = z.object({ grantId: recordId('grantId') });
export const shareAccessQuerySchema = z.object({ before: isoInstant('before').optional() });

/** Proposals a grantee sends at most in a minute, through all their grants. */
export const SHARE_PROPOSALS_PER_MINUTE = 10;

/** POST /api/shared/{grantId}/proposals: entries in the grantee's words, read as the coach reads them. */
export const shareProposalSchema = z.strictObject({
  text: z
    .string({ message: 'text must be a string' })
    .trim()
    .min(1, 'Say what to log, like “log a 3 minute plunge at 4 °C”')
    .max(500, 'A proposal is at most 500 characters'),
});

/** `proposed`: waiting for the owner to confirm; `written`: the grant lets this grantee log at once. */
export const shareProposalResultSchema = z.object({
  status: z.enum(['proposed', 'written']),
  summaries: z.array(z.string()),
  /** Entries the owner's safety limits kept out, with why. */
  refusals: z.array(z.string()),
});
export type ShareProposalResult = z.infer<typeof shareProposalResultSchema>;
