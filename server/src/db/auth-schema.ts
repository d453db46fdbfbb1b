import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// Accounts, sessions and sign-in, and the tokens and keys a person holds; re-exported by schema.ts.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    // Null for accounts that only ever sign in through an external identity provider.
    passwordHash: text('password_hash'),
    photoUrl: text('photo_url'),
    timeZone: text('time_zone').notNull().default('UTC'),
    // Display preferences (settings); the API keeps docs/product.md's units whatever they are.
    weightUnit: text('weight_unit').notNull().default('lbs'),
    temperatureUnit: text('temperature_unit').notNull().default('F'),
    theme: text('theme').notNull().default('system'),
    // When the person last confirmed the safety screen shown before a fast of 24 h or more and
    // before a cold session under 10 °C; null until then (or after they chose to see it again).
    longFastScreenAcceptedAt: timestamp('long_fast_screen_accepted_at', { withTimezone: true }),
    coldScreenAcceptedAt: timestamp('cold_screen_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // When the person proved they receive mail at `email` (a provider's verified e-mail, or a code
    // sent to it); null while the address was only typed in, so another person may still claim it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // When the person usually wakes ("07:00", their own clock): anchors "within 30 minutes of
    // waking" on days no wearable told the wake-up; null until they set it.
    usualWakeTime: text('usual_wake_time'),
    // The first account made on the server (docs/administration.md); ADMIN_USERNAMES names the others.
    isAdmin: boolean('is_admin').notNull().default(false),
    // Set by an admin: the account can neither sign in nor use its tokens until enabled again.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    // When the person last proved who they are in this session (a password, a provider sign-in):
    // adding or removing a sign-in method needs this to be recent.
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    // The ID token of the provider sign-in that opened this session, kept to end the provider's
    // session too on sign-out (RP-initiated logout's id_token_hint); null for password sign-ins.
    oidcIdToken: text('oidc_id_token'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Fixed-window counters shared by every app server (login failures, registrations). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** The person a row belongs to: removed with their account. */
export const owner = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Sign-in identities at OpenID Connect issuers (Google or any other), each belonging to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_key').on(table.issuer, table.subject),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * A sign-in with an OpenID Connect issuer in progress: the state (hashed), nonce and PKCE verifier
 * stay on the server for 10 minutes; only the state value travels in the URL.
 */
export const oidcLoginStates = pgTable('oidc_login_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  // Set when a signed-in person links a provider from Settings, or after a password proof.
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  // The invite a first sign-in brought (registration by invitation): consumed if it creates the account.
  inviteCode: text('invite_code'),
  createdAt: createdAt(),
});

/**
 * Bearer tokens a person holds besides their session: embed tokens a site passes to a widget,
 * widget tokens the sign-in popup hands to a framed widget. Only a SHA-256 hash of the token is
 * kept; `scopes` says what it may reach.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The site a widget token was made for: one token per person and origin, renewed on sign-in.
    origin: text('origin'),
  },
  (table) => [uniqueIndex('api_tokens_token_hash_key').on(table.tokenHash), index('api_tokens_user_id_idx').on(table.userId)],
);

/**
 * Writes sent with an `Idempotency-Key` (the offline app's queued writes): the first request
 * claims the key, its answer is kept, and the same request again within 24 hours gets that answer
 * instead of writing twice. `statusCode` is null while the first request is being handled.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: owner(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_at_idx').on(table.createdAt)],
);
