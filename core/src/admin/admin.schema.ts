import { z } from 'zod';

/**
 * Server administration (docs/administration.md): who may create an account, invites, and the
 * admin pages. Admin routes answer 404 to anyone who is not a signed-in admin, so they are not
 * revealed; personal API tokens never reach them.
 */

/** Who may create an account: anyone, only people with an invite link, or nobody. */
export const REGISTRATION_MODES = ['open', 'invite', 'closed'] as const;
export const registrationModeSchema = z.enum(REGISTRATION_MODES);
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

/**
 * The `registration` part of GET /api/auth/options. `firstAccount`: no account exists yet (the demo
 * one aside), so the next to register becomes this server's admin, without an invite in `invite` mode.
 */
export const registrationOptionsSchema = z.object({ mode: registrationModeSchema, firstAccount: z.boolean() });
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed on this server',
  inviteRequired: 'Registration on this server is by invitation: ask its admin for an invite link',
  inviteUnusable: 'This invite link is used, expired or revoked',
} as const;

export const ADMIN_MESSAGES = {
  accountDisabled: "This account is disabled: ask the server's admin",
  cannotDisableSelf: 'You cannot disable your own account',
  cannotDeleteSelf: 'You cannot delete your own account here: use Settings',
  inviteAlreadyUsed: 'This invite has already been used',
} as const;

/** How long an invite lasts when the admin does not say (INVITE_DAYS overrides), and the bounds. */
export const INVITE_DAYS = { default: 7, min: 1, max: 90 } as const;

export const SIGN_IN_METHOD_KINDS = ['password', 'oidc'] as const;

/** One account as the admin list shows it: never health data. */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string().nullable(),
  storageBytes: z.number().int().nonnegative(),
  signInMethods: z.array(z.enum(SIGN_IN_METHOD_KINDS)),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  isDemo: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** DELETE /api/admin/accounts/:id body: the username typed again, so a slip cannot delete the wrong person. */
export const adminDeleteAccountRequestSchema = z.strictObject({
  confirmUsername: z.string({ message: "confirmUsername: Type the account's username to confirm" }).max(100),
});
export type AdminDeleteAccountRequest = z.infer<typeof adminDeleteAccountRequestSchema>;

export const INVITE_STATUSES = ['open', 'used', 'expired', 'revoked'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

export const adminInviteSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The username of the account the invite created. */
  usedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The username of the admin who made it. */
  createdBy: z.string(),
  status: inviteStatusSchema,
});
export type AdminInvite = z.infer<typeof adminInviteSchema>;

/** POST /api/admin/invites body. */
export const createInviteRequestSchema = z.strictObject({
  expiresInDays: z
    .number({ message: `expiresInDays: A whole number of days from ${INVITE_DAYS.min} to ${INVITE_DAYS.max}` })
    .int(`expiresInDays: A whole number of days from ${INVITE_DAYS.min} to ${INVITE_DAYS.max}`)
    .min(INVITE_DAYS.min, `expiresInDays: At least ${INVITE_DAYS.min} day`)
    .max(INVITE_DAYS.max, `expiresInDays: At most ${INVITE_DAYS.max} days`)
    .optional(),
});
export type CreateInviteRequest = z.infer<typeof createInviteRequestSchema>;

/** The 201 of POST /api/admin/invites: the only time the link (and so the code) is shown. */
export const createdInviteSchema = adminInviteSchema.extend({ url: z.string() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const adminStatusSchema = z.object({
  version: z.string(),
  registration: registrationModeSchema,
  database: z.object({
    kind: z.enum(['embedded', 'external']),
    reachable: z.boolean(),
    migrationsPending: z.number().int().nullable(),
  }),
  speechEngine: z.object({
    configured: z.boolean(),
    kind: z.string().nullable(),
    /** e.g. 'Moonshine base (on this server)'. */
    label: z.string().nullable(),
    /** An engine that runs on this server: its model and queue at the moment of asking; null otherwise. */
    load: z
      .object({ model: z.enum(['unloaded', 'loading', 'ready', 'failed']), reading: z.boolean(), waiting: z.number().int() })
      .nullable(),
  }),
  workers: z.array(z.object({ name: z.string(), running: z.boolean() })),
  queues: z.array(z.object({ name: z.string(), pending: z.number().int(), oldestDueAgeSeconds: z.number().nullable() })),
  accounts: z.number().int(),
  /** The latest backup run (scheduled or `npm run backup`), and when the latest one that restored exactly finished; null: none yet. */
  lastBackup: z
    .object({
      status: z.enum(['running', 'verified', 'failed']),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      bytes: z.number().nullable(),
      message: z.string().nullable(),
      lastVerifiedAt: z.string().nullable(),
    })
    .nullable(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const ADMIN_AUDIT_ACTIONS = ['account.disabled', 'account.enabled', 'account.deleted', 'invite.created', 'invite.revoked'] as const;
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The admin's username. */
  actor: z.string(),
  action: adminAuditActionSchema,
  /** The account's username, or the invite's id. */
  target: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const AUDIT_LIMIT = { default: 100, max: 500 } as const;

/** GET /api/admin/audit query. */
export const adminAuditQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `limit: A whole number from 1 to ${AUDIT_LIMIT.max}` })
    .int(`limit: A whole number from 1 to ${AUDIT_LIMIT.max}`)
    .min(1, `limit: A whole number from 1 to ${AUDIT_LIMIT.max}`)
    .max(AUDIT_LIMIT.max, `limit: A whole number from 1 to ${AUDIT_LIMIT.max}`)
    .default(AUDIT_LIMIT.default),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** Path parameter of the per-account and per-invite routes. */
export const adminIdParamsSchema = z.object({
  id: z.coerce.number({ message: 'id: Not found' }).int('id: Not found').positive('id: Not found'),
});
