import { z } from 'zod';
import { registrationOptionsSchema } from '../admin/admin.schema';
import { isValidTimeZone } from '../common/time-zone.logic';

// Minimums and messages come from the product spec (§5); the maximums bound the
// work the server does per request (argon2 on a 1 MB password is a cheap DoS).
export const AUTH_LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  displayNameMin: 3,
  displayNameMax: 60,
  passwordMin: 6,
  passwordMax: 256,
  emailMax: 254,
} as const;

export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: `Username must be at most ${AUTH_LIMITS.usernameMax} characters`,
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: `Password must be at most ${AUTH_LIMITS.passwordMax} characters`,
  email: 'Please enter a valid email',
  displayNameMin: 'Display name must be at least 3 characters',
  displayNameMax: `Display name must be at most ${AUTH_LIMITS.displayNameMax} characters`,
  passwordsMismatch: "Passwords don't match",
  timeZone: 'Time zone must be an IANA time zone such as Europe/Paris',
} as const;

const loginUsername = z
  .string()
  .min(AUTH_LIMITS.usernameMin, AUTH_MESSAGES.usernameMin)
  .max(AUTH_LIMITS.usernameMax, AUTH_MESSAGES.usernameMax);

const password = z.string().min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin).max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordMax);

const newUsername = loginUsername.regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars);

const displayName = z
  .string()
  .trim()
  .min(AUTH_LIMITS.displayNameMin, AUTH_MESSAGES.displayNameMin)
  .max(AUTH_LIMITS.displayNameMax, AUTH_MESSAGES.displayNameMax);

const email = z.string().trim().max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email));

export const timeZoneSchema = z.string().refine(isValidTimeZone, AUTH_MESSAGES.timeZone);

/** POST /api/login body, and the sign-in form. */
export const loginRequestSchema = z.strictObject({ username: loginUsername, password });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** An invite code as the link carries it; any other string is simply an unusable code (403). */
export const inviteCodeSchema = z.string().max(200, 'inviteCode: This invite link is used, expired or revoked');

const registerFields = {
  username: newUsername,
  email,
  displayName,
  password,
};

/** POST /api/register body: the form without confirmPassword, plus the browser's time zone. */
export const registerRequestSchema = z.strictObject({
  ...registerFields,
  timeZone: timeZoneSchema.optional(),
  /** The code of an invite link (`/register?invite=…`): needed when registration is by invitation. */
  inviteCode: inviteCodeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request fields plus a confirmation checked on confirmPassword. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string().min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The session user as every API response carries it; never the password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  timeZone: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user: the session user, and whether they may open the server's admin pages. */
export const sessionUserSchema = userSchema.extend({ isAdmin: z.boolean() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Public facts the sign-in screen needs before anyone is signed in. */
export const authOptionsSchema = z.object({
  demoAccount: z.object({ username: z.string(), password: z.string() }).nullable(),
  /**
   * "Sign in with {providerName}" (Google unless the operator named another OpenID Connect
   * issuer). `error` says why it cannot be used right now while the issuer is unreachable.
   */
  oidcSignIn: z.object({ isConfigured: z.boolean(), providerName: z.string(), error: z.string().optional() }),
  /** Who may create an account here: anyone, people with an invite link, or nobody. */
  registration: registrationOptionsSchema,
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** GET /api/auth/oidc/start: where to come back to, and whether this signs in or links to the signed-in account. */
export const oidcStartQuerySchema = z.object({
  returnTo: z.string().optional(),
  intent: z.enum(['sign-in', 'link'], { message: 'intent must be sign-in or link' }).default('sign-in'),
  /** An invite code, for a first sign-in that creates the account on a server that registers by invitation. */
  inviteCode: inviteCodeSchema.optional(),
});

/** POST /api/auth/reauthenticate: the password, to confirm it is the person before changing how they sign in. */
export const reauthenticateRequestSchema = z.strictObject({
  password: z.string({ message: 'password: Enter your password' }).min(1, 'password: Enter your password').max(200, 'password: Too long'),
});
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;

/** The 403 that asks for a recent proof of identity first (`reason` tells the page to ask for it). */
export const recentAuthenticationRefusalSchema = z.object({ message: z.string(), reason: z.literal('recent_authentication_required') });
export type RecentAuthenticationRefusal = z.infer<typeof recentAuthenticationRefusalSchema>;

/** POST /api/auth/password: the first password of an account that signed up through a provider. */
export const setPasswordSchema = z.strictObject({ newPassword: password });
export type SetPassword = z.infer<typeof setPasswordSchema>;

/** GET /api/auth/sign-in-methods: the ways the signed-in account can sign in. */
export const signInMethodsSchema = z.object({
  hasPassword: z.boolean(),
  provider: z.object({
    isConfigured: z.boolean(),
    providerName: z.string(),
    /** The issuer can end its own session too (it publishes an end_session_endpoint) and this account uses it. */
    canSignOutThere: z.boolean(),
  }),
  identities: z.array(
    z.object({
      id: z.number().int(),
      providerName: z.string(),
      issuer: z.string(),
      email: z.string().nullable(),
      isEmailVerified: z.boolean(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      /** False when it is the account's last usable way to sign in. */
      canUnlink: z.boolean(),
    }),
  ),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** A provider account that signs in to this one, as listed after a security change for the person to review. */
export const linkedAccountSchema = z.object({ providerName: z.string(), email: z.string().nullable() });
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** POST /api/account/sessions/sign-out-others: how many sessions ended, and the provider accounts that can still sign in. */
export const signOutOthersResponseSchema = z.object({ signedOut: z.number().int(), linkedAccounts: z.array(linkedAccountSchema) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;

/** POST /api/auth/oidc/logout: where the browser goes to end the provider's session too (null: nowhere). */
export const oidcLogoutResponseSchema = z.object({ redirectUrl: z.string().nullable() });
