import type { AdminAuditEntry } from '@uh/core/admin/admin.schema';

const VERBS: Record<AdminAuditEntry['action'], (target: string) => string> = {
  'account.disabled': (target) => `disabled ${target}`,
  'account.enabled': (target) => `enabled ${target}`,
  'account.deleted': (target) => `deleted ${target}`,
  'invite.created': (target) => `created invite ${target}`,
  'invite.revoked': (target) => `revoked invite ${target}`,
};

/** One line of the audit log as a sentence: 'alice disabled robin', 'alice revoked invite 7'. */
export function auditSentence({ actor, action, target }: Pick<AdminAuditEntry, 'actor' | 'action' | 'target'>): string {
  return `${actor} ${VERBS[action](target)}`;
}
