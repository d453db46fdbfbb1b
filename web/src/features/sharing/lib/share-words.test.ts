import { PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import { describe, expect, it } from 'vitest';
import {
  canPropose,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiryBody,
  expiryText,
  knownScopes,
  presetOf,
  proposalAnswerText,
  scopeSummary,
  scopesOfPreset,
  statusText,
  withScope,
  writtenDomains,
} from './share-words';

describe('scopes', () => {
  it('sums them up by level, the strongest first, in the domains’ order', () => {
    expect(scopeSummary(PRESET_SCOPES.coach)).toBe(
      'Propose: Protocols and progress, Fasting, Cold exposure, Daily check-ins · Read: Experiments',
    );
    expect(scopeSummary({ biometrics: 'write', progress: 'read' })).toBe('Write: Biometrics · Read: Protocols and progress');
    expect(scopeSummary({})).toBe('Nothing');
  });

  it('keeps only the domains the app knows from what the API sends', () => {
    expect(knownScopes({ fasting: 'read', journal: 'write' })).toEqual({ fasting: 'read' });
  });

  it('changes one domain, and "none" takes it out', () => {
    expect(withScope({ fasting: 'read' }, 'cold', 'propose')).toEqual({ fasting: 'read', cold: 'propose' });
    expect(withScope({ fasting: 'read' }, 'fasting', 'none')).toEqual({});
  });

  it('names the preset the scopes are exactly, and Custom once one differs', () => {
    expect(presetOf({ ...PRESET_SCOPES.household })).toBe('household');
    expect(presetOf({ ...PRESET_SCOPES.coach })).toBe('coach');
    expect(presetOf(withScope(PRESET_SCOPES.coach, 'biometrics', 'read'))).toBe('custom');
    expect(presetOf({})).toBe('custom');
  });

  it('fills the grid from a preset, and Custom keeps what was chosen', () => {
    expect(scopesOfPreset('household', { experiments: 'read' })).toEqual(PRESET_SCOPES.household);
    expect(scopesOfPreset('custom', { experiments: 'read' })).toEqual({ experiments: 'read' });
    // A copy: changing the grid never changes the preset itself.
    expect(scopesOfPreset('coach', {})).not.toBe(PRESET_SCOPES.coach);
  });

  it('says whether entries can be proposed, and which are written at once', () => {
    expect(canPropose(PRESET_SCOPES.household)).toBe(false);
    expect(canPropose(PRESET_SCOPES.coach)).toBe(true);
    expect(canPropose({ cold: 'write' })).toBe(true);
    expect(writtenDomains({ cold: 'write', fasting: 'propose', biometrics: 'write' })).toEqual(['cold', 'biometrics']);
  });
});

describe('expiry', () => {
  it('turns a choice into the request’s expires, 90 days by default and never only when chosen', () => {
    expect(DEFAULT_EXPIRY).toBe('90');
    expect(EXPIRY_CHOICES).toContain(DEFAULT_EXPIRY);
    expect(expiryBody('30')).toEqual({ days: 30 });
    expect(expiryBody('365')).toEqual({ days: 365 });
    expect(expiryBody('never')).toBe('never');
  });

  it('dates the end in the person’s zone, or says there is none, or when it stopped', () => {
    const base = { status: 'active' as const, endedAt: null };
    expect(expiryText({ ...base, expiresAt: '2027-02-27T10:00:00.000Z' }, 'UTC')).toBe('Until 27 Feb 2027');
    expect(expiryText({ ...base, expiresAt: '2027-02-27T23:30:00.000Z' }, 'Asia/Tokyo')).toBe('Until 28 Feb 2027');
    expect(expiryText({ ...base, expiresAt: null }, 'UTC')).toBe('No end date');
    expect(expiryText({ status: 'expired', expiresAt: '2026-01-05T00:00:00.000Z', endedAt: null }, 'UTC')).toBe('Expired 5 Jan 2026');
    expect(expiryText({ status: 'ended', expiresAt: null, endedAt: '2026-03-03T12:00:00.000Z' }, 'UTC')).toBe('Ended 3 Mar 2026');
  });
});

describe('words', () => {
  it('names each status from the side reading it', () => {
    expect(statusText('pending', 'owner')).toBe('Waiting for them to accept');
    expect(statusText('pending', 'grantee')).toBe('Waiting for you to accept');
    expect(statusText('ended', 'owner')).toBe('Ended');
  });

  it('says what became of a proposal', () => {
    expect(proposalAnswerText({ status: 'proposed', summaries: ['Cold Plunge · 3 min at 4 °C'], refusals: [] }, 'Robin')).toBe(
      'Sent to Robin to confirm: Cold Plunge · 3 min at 4 °C',
    );
    expect(proposalAnswerText({ status: 'written', summaries: ['A', 'B'], refusals: [] }, 'Robin')).toBe("Saved to Robin's logs: A; B");
    expect(proposalAnswerText({ status: 'proposed', summaries: ['A'], refusals: ['A fast over 72 hours needs a doctor.'] }, 'Robin')).toBe(
      'Sent to Robin to confirm: A. Not sent: A fast over 72 hours needs a doctor.',
    );
  });
});
