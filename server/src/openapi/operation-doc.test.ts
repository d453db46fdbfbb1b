import { describe, expect, it } from 'vitest';
import { commonErrorStatuses, errorResponses } from './error-responses';
import { isDocumentedUrl, operationIdOf } from './operation-doc';

describe('operationIdOf', () => {
  it.each([
    ['GET', '/api/protocols/thirty/:userId', 'getProtocolsThirtyByUserId'],
    ['POST', '/api/thirty-thirty-thirty-logs', 'postThirtyThirtyThirtyLogs'],
    ['GET', '/api/account/export.zip', 'getAccountExportZip'],
    ['DELETE', '/api/learn/progress/:courseId/lessons/:lesson', 'deleteLearnProgressByCourseIdLessonsByLesson'],
  ])('%s %s → %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id);
  });
});

describe('isDocumentedUrl', () => {
  it('covers the API but not the reference’s own page and files, nor the rest of the app', () => {
    expect(isDocumentedUrl('/api/user')).toBe(true);
    expect(isDocumentedUrl('/api/openapi.json')).toBe(true);
    expect(isDocumentedUrl('/api/docs')).toBe(false);
    expect(isDocumentedUrl('/api/docs/start.js')).toBe(false);
    expect(isDocumentedUrl('/healthz')).toBe(false);
    expect(isDocumentedUrl('/apiary')).toBe(false);
  });
});

describe('error responses', () => {
  const traits = { hasInput: false, hasPathParams: false, isPublic: false, isIdempotentWrite: false };

  it('lists what any route can answer, and what its input, path, access and writes add', () => {
    expect(commonErrorStatuses(traits)).toEqual([401, 403, 429, 500, 503]);
    expect(commonErrorStatuses({ hasInput: true, hasPathParams: true, isPublic: true, isIdempotentWrite: false })).toEqual([
      400, 403, 404, 429, 500, 503,
    ]);
    expect(commonErrorStatuses({ ...traits, isIdempotentWrite: true })).toEqual([401, 403, 409, 422, 429, 500, 503]);
  });

  it('puts a route’s own reason first, and adds its own statuses', () => {
    const responses = errorResponses(traits, { 409: 'Another fast is already running', 413: 'Too large' }) as Record<
      string,
      { description: string; headers?: object }
    >;
    expect(Object.keys(responses)).toEqual(['401', '403', '409', '413', '429', '500', '503']);
    expect(responses[409]!.description).toBe('Another fast is already running.');
    expect(responses[429]!.headers).toHaveProperty('Retry-After');
  });
});
