import type { RouteDocs } from './route-doc';

// Signing in, the account, settings, reminders, the account's data and embedding (route-summaries.ts).

const NO_CONTENT = { status: 204, description: 'Done' } as const;
const REDIRECT = { status: 302, description: 'A redirect (the `Location` header)' } as const;
const DEMO = 'The demo account cannot do this';

export const ACCOUNT_ROUTE_DOCS: RouteDocs = {
  'POST /api/register': {
    summary: 'Create an account',
    tag: 'Account',
    description:
      'Signs the new account in: the answer sets the session cookie. Who may register depends on the server (`registration.mode` in `GET /api/auth/options`): with `invite`, the body needs the `inviteCode` of an invite link, which this consumes.',
    errors: {
      403: 'Registration is closed, needs an invite, or the invite link is used, expired or revoked',
      409: 'The username or e-mail is taken',
      429: 'Too many accounts created from this network',
    },
  },
  'POST /api/login': {
    summary: 'Sign in with a password',
    tag: 'Account',
    description:
      'Sets the session cookie. Attempts are counted before the password is checked: per username from one address, per address, and per username from all addresses (docs/decisions/0017-password-guessing-limits.md).',
    errors: { 403: 'The account is disabled by the server’s admin', 429: 'Too many attempts' },
  },
  'POST /api/logout': { summary: 'Sign out', tag: 'Account', description: 'Ends the session and clears its cookie.', success: NO_CONTENT },
  'GET /api/user': {
    summary: 'The signed-in person',
    tag: 'Account',
    description: '`isAdmin` says whether they may open the admin pages.',
  },
  'GET /api/me': {
    summary: 'Who the caller is: id, username, time zone and units',
    tag: 'Account',
    description:
      'Readable with a personal access token holding any read scope (logs:read, biometrics:read, checklist:read or progress:read). Paths that take a `{userId}` also accept `me`.',
    errors: { 403: 'The token has no read scope' },
  },
  'GET /api/auth/options': {
    summary: 'What the sign-in screen offers',
    tag: 'Account',
    description:
      'The demo account, whether OpenID Connect sign-in is set up (`error: "unavailable"` while its issuer cannot be reached), and who may register (`registration.mode`: open, invite or closed).',
  },
  'GET /api/auth/oidc/start': {
    summary: 'Start an OpenID Connect sign-in (browser navigation)',
    tag: 'Account',
    description:
      'Redirects to the issuer (authorization code with PKCE). `intent=link`, signed in, links the provider account to yours; a failure redirects back to `/login?error=…`. `inviteCode` carries an invite for a first sign-in that creates the account on a server that registers by invitation.',
    success: REDIRECT,
  },
  'GET /api/auth/oidc/callback': {
    summary: 'Where the OpenID Connect issuer sends the browser back',
    tag: 'Account',
    description:
      'Sets the session cookie and redirects to the app; a failure redirects to `/login?error=…` (linking: `/settings/security?linkError=…`).',
    success: REDIRECT,
  },
  'POST /api/auth/oidc/logout': {
    summary: 'Sign out, and where to end the provider session',
    tag: 'Account',
    description: 'Ends the session like `POST /api/logout`; `redirectUrl` is the issuer’s end-session page, or null when it has none.',
  },
  'GET /api/auth/sign-in-methods': { summary: 'The ways this account can sign in', tag: 'Account' },
  'POST /api/auth/reauthenticate': {
    summary: "Confirm it's you with your password",
    tag: 'Account',
    description: 'Lets this session add or remove sign-in methods for the next 10 minutes, as a fresh sign-in does.',
    success: NO_CONTENT,
    errors: { 403: 'The password is not correct', 409: 'The account has no password: sign in with the provider again' },
  },
  'POST /api/auth/password': {
    summary: 'Set a first password',
    tag: 'Account',
    description: 'For an account made through a provider. Needs a sign-in or a confirmed password from the last 10 minutes.',
    success: NO_CONTENT,
    errors: { 409: 'The account already has a password', 403: `${DEMO}; or no recent sign-in (reason recent_authentication_required)` },
  },
  'DELETE /api/auth/identities/:id': {
    summary: 'Unlink a provider account',
    tag: 'Account',
    description: 'Needs a sign-in or a confirmed password from the last 10 minutes.',
    success: NO_CONTENT,
    errors: { 409: 'It is the last way to sign in', 403: `${DEMO}; or no recent sign-in (reason recent_authentication_required)` },
  },
  'PATCH /api/account': {
    summary: 'Change the display name, e-mail or photo',
    tag: 'Account',
    errors: { 409: 'The e-mail is taken', 429: 'More than 20 changes in an hour' },
  },
  'POST /api/account/password': {
    summary: 'Change the password',
    tag: 'Account',
    description: 'Signs out the account’s other sessions. Wrong current passwords share the sign-in attempts budget.',
    success: NO_CONTENT,
    errors: { 429: 'Too many wrong current passwords', 403: DEMO },
  },
  'POST /api/account/sessions/sign-out-others': { summary: 'Sign out every other session', tag: 'Account' },
  'DELETE /api/account': {
    summary: 'Delete the account',
    tag: 'Account',
    description: 'With the password (`confirmUsername` for an account without one); removes everything the account owns, and its sessions.',
    success: NO_CONTENT,
    errors: { 403: 'The password or username does not match, or the demo account' },
  },

  'GET /api/settings': { summary: 'Preferences', tag: 'Settings' },
  'PATCH /api/settings': {
    summary: 'Change preferences',
    tag: 'Settings',
    description: 'Units, theme (which also sets the `uh_theme` cookie) and time zone.',
  },
  'GET /api/settings/safety-screens': {
    summary: 'Accepted safety screens',
    tag: 'Settings',
    description: 'When the person accepted the screens shown before a fast of 24 h or more and a cold session under 10 °C / 50 °F.',
  },
  'PUT /api/settings/safety-screens/:kind': { summary: 'Accept a safety screen', tag: 'Settings' },
  'DELETE /api/settings/safety-screens/:kind': { summary: 'Show a safety screen again', tag: 'Settings' },
  'GET /api/reminders': {
    summary: 'Reminder settings',
    tag: 'Settings',
    description: 'Times in the person’s zone; see docs/reminders.md.',
  },
  'PUT /api/reminders': {
    summary: 'Save reminder settings',
    tag: 'Settings',
    errors: { 400: 'E-mail reminders without the server’s SMTP settings, or to an address not confirmed', 403: DEMO },
  },
  'POST /api/reminders/test': {
    summary: 'Send a test reminder',
    tag: 'Settings',
    errors: { 403: DEMO, 422: 'The channel refused it for good', 429: 'Too many tests in a minute', 502: 'The channel failed for now' },
  },
  'POST /api/reminders/push-subscriptions': {
    summary: 'Add this browser for Web Push reminders',
    tag: 'Settings',
    errors: { 403: DEMO, 409: 'The subscription belongs to another account, or the person has 10 browsers already' },
  },
  'DELETE /api/reminders/push-subscriptions': { summary: 'Remove a browser from Web Push reminders', tag: 'Settings', success: NO_CONTENT },
  'POST /api/reminders/email/code': {
    summary: 'E-mail a code that confirms an address for reminders',
    tag: 'Settings',
    description: 'The code is valid for 30 minutes and five tries; a new one replaces it (docs/reminders.md).',
    errors: { 403: DEMO, 422: 'The mail server refused the address', 429: 'Too many codes sent', 502: 'The mail server failed for now' },
  },
  'POST /api/reminders/email/confirm': {
    summary: 'Confirm the reminder e-mail address with its code',
    tag: 'Settings',
    errors: { 400: 'No code waiting, a wrong or expired code, or no tries left', 403: DEMO },
  },
  'GET /api/reminders/email/unsubscribe': {
    summary: 'Stop reminder e-mails from the link in one (browser navigation)',
    tag: 'Settings',
    description: 'No sign-in: the token in the link is signed with the server’s secrets key. Answers a short page.',
    success: { status: 200, description: 'A page saying e-mail reminders are off', contentType: 'text/html' },
    errors: { 404: 'The link is not valid (the address was changed since)' },
  },
  'POST /api/reminders/email/unsubscribe': {
    summary: 'Stop reminder e-mails in one click (RFC 8058, from the mail program)',
    tag: 'Settings',
    errors: { 404: 'The link is not valid (the address was changed since)' },
  },

  'GET /api/account/export': {
    summary: 'Export the account as JSON',
    tag: 'Data',
    description: 'Everything the account holds, as a download (docs/data-export.md).',
    success: { status: 200, description: 'The export file', contentType: 'application/json' },
  },
  'GET /api/account/export.zip': {
    summary: 'Export the account as CSV files',
    tag: 'Data',
    description: 'One CSV per record type in a ZIP archive (docs/data-export.md).',
    success: { status: 200, description: 'The archive', contentType: 'application/zip' },
  },
  'GET /api/account/contents': { summary: 'How many records of each type the account holds', tag: 'Data' },
  'POST /api/account/import': {
    summary: 'Import an export',
    tag: 'Data',
    description:
      'Up to 25 MB; all or nothing, duplicates skipped and counted. With `applyPreferences=true` the export’s units, theme and time zone too.',
    body: { description: 'A file from `GET /api/account/export`', content: { 'application/json': { schema: { type: 'object' } } } },
    errors: {
      403: DEMO,
      409: 'Another import of the account is running',
      413: 'Too large, or too many records for one import or for the account',
      429: 'Too many imports in an hour',
    },
  },

  'GET /api/embed/config': {
    summary: 'Where widgets point and who may frame them',
    tag: 'Embedding',
    description: 'See docs/embedding.md.',
  },
  'POST /api/embed/widget-token': {
    summary: 'Make a widget token (the sign-in popup)',
    tag: 'Embedding',
    description:
      'For the site (`origin`) whose widget opened the popup: valid one day, one per person and site (signing in there again renews it with a new secret); the widget keeps it in memory.',
    errors: { 403: 'The site is not on EMBED_ALLOWED_ORIGINS' },
  },
  'DELETE /api/embed/widget-token': {
    summary: 'Sign a widget out',
    tag: 'Embedding',
    description: 'With the widget token as the bearer token: it stops working.',
    success: NO_CONTENT,
    errors: { 403: 'Not called with a widget token' },
  },
  'POST /api/tokens': {
    summary: 'Make an embed token or a personal access token',
    tag: 'Embedding',
    description: 'With `scopes`, a personal access token; without, an embed token. The token is shown this once and stored hashed.',
    errors: { 403: DEMO },
  },
  'GET /api/tokens': { summary: 'List live tokens', tag: 'Embedding', description: 'Never the tokens themselves.' },
  'DELETE /api/tokens/:id': { summary: 'Revoke a token', tag: 'Embedding', success: NO_CONTENT },
};
