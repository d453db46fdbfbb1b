import { describe, expect, it } from 'vitest';
import { draftOf, patchOf } from './webhook-edit';
import { EMPTY_DRAFT, validateDraft } from './webhook-draft';
import { eventLabel, toggleEvent } from './webhook-events';
import { serverFailure } from './webhook-failure';

describe('validateDraft', () => {
  it('sends the trimmed URL and the events, and no description when it was left blank', () => {
    expect(validateDraft({ url: ' https://example.com/hook ', description: '  ', events: ['log.created'] })).toEqual({
      input: { url: 'https://example.com/hook', events: ['log.created'] },
      errors: null,
    });
    expect(validateDraft({ url: 'https://example.com/hook', description: ' Home ', events: ['fast.started'] }).input).toEqual({
      url: 'https://example.com/hook',
      description: 'Home',
      events: ['fast.started'],
    });
  });

  it("gives the core schema's first message per field", () => {
    const { errors } = validateDraft({ ...EMPTY_DRAFT, url: 'ftp://example.com', description: 'x'.repeat(101) });
    expect(errors).toEqual({
      url: 'url must be an https:// address',
      description: 'description must be at most 100 characters',
      events: 'Pick at least one event',
    });
  });

  it('refuses a URL with a user name or password in it', () => {
    expect(validateDraft({ url: 'https://me:secret@example.com/', description: '', events: ['log.created'] }).errors).toEqual({
      url: 'url must not hold a user name or password',
    });
  });
});

describe('toggleEvent', () => {
  it("ticks and unticks, keeping core's order", () => {
    expect(toggleEvent(['log.created'], 'fast.started')).toEqual(['fast.started', 'log.created']);
    expect(toggleEvent(['fast.started', 'log.created'], 'fast.started')).toEqual(['log.created']);
  });
});

describe('eventLabel', () => {
  it("shows core's label, and the name of an event this browser does not know", () => {
    expect(eventLabel('fast.completed')).toBe('A fast ended');
    expect(eventLabel('sleep.logged')).toBe('sleep.logged');
    expect(eventLabel('constructor')).toBe('constructor');
  });
});

describe('serverFailure', () => {
  it('puts a 400 about a field under that field', () => {
    expect(
      serverFailure(new Error('400: url must be an https:// address (the operator allows http:// with WEBHOOK_ALLOW_HTTP=true)')),
    ).toEqual({
      field: 'url',
      message: 'url must be an https:// address (the operator allows http:// with WEBHOOK_ALLOW_HTTP=true)',
    });
    expect(serverFailure(new Error('400: events: Pick at least one event'))).toEqual({
      field: 'events',
      message: 'Pick at least one event',
    });
  });

  it("says anything else for the whole form, in the server's words", () => {
    const demo =
      'The demo account is shared: it has no webhooks, or every visitor would choose where its data goes. Create your own account to do this.';
    expect(serverFailure(new Error(`403: ${demo}`))).toEqual({ field: null, message: demo });
    expect(serverFailure(new Error('409: You can have at most 10 webhooks: delete one first'))).toEqual({
      field: null,
      message: 'You can have at most 10 webhooks: delete one first',
    });
  });
});

describe('editing an endpoint', () => {
  const endpoint = {
    id: 3,
    url: 'https://example.com/hook',
    description: 'Home Assistant',
    events: ['fast.completed', 'some.future_event', 'fast.started'],
    enabled: true,
    disabledReason: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  };

  it('starts from the endpoint, its events in core’s order and without any this browser does not know', () => {
    expect(draftOf(endpoint)).toEqual({ url: endpoint.url, description: 'Home Assistant', events: ['fast.started', 'fast.completed'] });
  });

  it('sends every field, an emptied description as empty', () => {
    expect(patchOf({ url: endpoint.url, events: ['fast.started'] })).toEqual({
      url: endpoint.url,
      description: '',
      events: ['fast.started'],
    });
    expect(patchOf({ url: endpoint.url, description: 'Shortcuts', events: ['fast.started'] })).toMatchObject({ description: 'Shortcuts' });
  });
});
