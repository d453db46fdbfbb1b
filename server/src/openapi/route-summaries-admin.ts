import type { RouteDocs } from './route-doc';

// The server's admin pages (route-summaries.ts); docs/administration.md says who is an admin.

const NO_CONTENT = { status: 204, description: 'Done' } as const;
const ADMIN_ONLY = 'A signed-in admin’s session only: anyone else gets 404, and personal access tokens never reach it.';

export const ADMIN_ROUTE_DOCS: RouteDocs = {
  'GET /api/admin/accounts': {
    summary: 'Every account, without its data',
    tag: 'Admin',
    description: `${ADMIN_ONLY} Username, dates, storage used, sign-in methods and state; never any health data.`,
  },
  'POST /api/admin/accounts/:id/disable': {
    summary: 'Disable an account',
    tag: 'Admin',
    description: `${ADMIN_ONLY} Ends its sessions and revokes its tokens at once; its sign-in answers 403 until enabled again.`,
    errors: { 409: 'You cannot disable your own account' },
  },
  'POST /api/admin/accounts/:id/enable': {
    summary: 'Enable a disabled account',
    tag: 'Admin',
    description: `${ADMIN_ONLY} It can sign in again; its old sessions and tokens stay ended.`,
  },
  'DELETE /api/admin/accounts/:id': {
    summary: 'Delete an account and everything it owns',
    tag: 'Admin',
    description: `${ADMIN_ONLY} \`confirmUsername\` must be the account’s username.`,
    errors: { 400: 'confirmUsername is not the account’s username', 409: 'You cannot delete your own account here' },
    success: NO_CONTENT,
  },
  'GET /api/admin/invites': { summary: 'Every invite and where it stands', tag: 'Admin', description: ADMIN_ONLY },
  'POST /api/admin/invites': {
    summary: 'Make a single-use invite link',
    tag: 'Admin',
    description: `${ADMIN_ONLY} The answer's \`url\` is the only time the link is shown: only a hash of its code is kept. It lasts \`expiresInDays\` (INVITE_DAYS by default).`,
  },
  'DELETE /api/admin/invites/:id': {
    summary: 'Revoke an invite',
    tag: 'Admin',
    description: ADMIN_ONLY,
    errors: { 409: 'The invite has already been used' },
    success: NO_CONTENT,
  },
  'GET /api/admin/status': {
    summary: 'How the server stands',
    tag: 'Admin',
    description: `${ADMIN_ONLY} Version, registration mode, database, speech engine, workers, queues and the number of accounts.`,
  },
  'GET /api/admin/audit': { summary: 'What admins did, newest first', tag: 'Admin', description: ADMIN_ONLY },
};
