import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';
import { inviteStatusLabel } from './invite-status';

describe('auditSentence', () => {
  it('names who did what to whom', () => {
    expect(auditSentence({ actor: 'alice', action: 'account.disabled', target: 'robin' })).toBe('alice disabled robin');
    expect(auditSentence({ actor: 'alice', action: 'account.enabled', target: 'robin' })).toBe('alice enabled robin');
    expect(auditSentence({ actor: 'alice', action: 'account.deleted', target: 'robin' })).toBe('alice deleted robin');
  });

  it('names an invite by its id', () => {
    expect(auditSentence({ actor: 'alice', action: 'invite.created', target: '7' })).toBe('alice created invite 7');
    expect(auditSentence({ actor: 'alice', action: 'invite.revoked', target: '7' })).toBe('alice revoked invite 7');
  });
});

describe('inviteStatusLabel', () => {
  it('says who used an invite, when that account still exists', () => {
    expect(inviteStatusLabel({ status: 'used', usedBy: 'robin' })).toBe('Used by robin');
    expect(inviteStatusLabel({ status: 'used', usedBy: null })).toBe('Used');
  });

  it('names the other states', () => {
    expect(inviteStatusLabel({ status: 'open', usedBy: null })).toBe('Open');
    expect(inviteStatusLabel({ status: 'expired', usedBy: null })).toBe('Expired');
    expect(inviteStatusLabel({ status: 'revoked', usedBy: null })).toBe('Revoked');
  });
});
