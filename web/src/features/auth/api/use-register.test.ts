import { describe, expect, it } from 'vitest';
import { toRegisterRequest } from './use-register';

describe('toRegisterRequest', () => {
  it('drops confirmPassword and adds the browser time zone', () => {
    const body = toRegisterRequest({
      username: 'robin',
      email: 'robin@example.com',
      displayName: 'Robin Tester',
      password: 'morning-sun',
      confirmPassword: 'morning-sun',
    });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({ username: 'robin', email: 'robin@example.com', displayName: 'Robin Tester', password: 'morning-sun' });
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('toRegisterRequest with an invite link', () => {
  it('sends the code of the link the person came with, and nothing when there is none', () => {
    const form = {
      username: 'robin',
      email: 'robin@example.com',
      displayName: 'Robin Tester',
      password: 'morning-sun',
      confirmPassword: 'morning-sun',
    };
    expect(toRegisterRequest(form, 'c0de')).toMatchObject({ username: 'robin', inviteCode: 'c0de' });
    expect(toRegisterRequest(form)).not.toHaveProperty('inviteCode');
  });
});
