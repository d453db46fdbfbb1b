import { describe, expect, it } from 'vitest';
import { downloadName, linkRefusalText, retryAfterSeconds } from './report-link-words';

describe('a downloaded file’s name', () => {
  it('is the server’s, quoted or not', () => {
    expect(downloadName('attachment; filename="health-report-2026-03-01.pdf"', 'x.pdf')).toBe('health-report-2026-03-01.pdf');
    expect(downloadName('attachment; filename=health-report.zip', 'x.zip')).toBe('health-report.zip');
  });

  it('falls back when there is none, or when it is a path', () => {
    expect(downloadName(null, 'health-report.pdf')).toBe('health-report.pdf');
    expect(downloadName('attachment', 'health-report.pdf')).toBe('health-report.pdf');
    expect(downloadName('attachment; filename="../etc/passwd"', 'health-report.pdf')).toBe('health-report.pdf');
  });
});

describe('what someone opening a link is told', () => {
  it('shows the server’s words for a wrong passcode and for a link that ended', () => {
    expect(linkRefusalText({ status: 403, message: 'That passcode is not right', retryAfterSeconds: null })).toBe(
      'That passcode is not right',
    );
    expect(linkRefusalText({ status: 404, message: 'This report link has ended or does not exist', retryAfterSeconds: null })).toBe(
      'This report link has ended or does not exist',
    );
    expect(linkRefusalText({ status: 404, message: '', retryAfterSeconds: null })).toBe('This report link has ended or does not exist');
    expect(linkRefusalText({ status: 500, message: '', retryAfterSeconds: null })).toBe('Could not open the report. Try again.');
  });

  it('after too many wrong passcodes, says they must wait, and how long when known', () => {
    const said = 'Too many wrong passcodes: try again in 15 minutes';
    expect(linkRefusalText({ status: 429, message: said, retryAfterSeconds: 900 })).toBe(said);
    expect(linkRefusalText({ status: 429, message: 'Too many requests', retryAfterSeconds: 61 })).toBe(
      'Too many requests. Wait 2 minutes before you try again.',
    );
    expect(linkRefusalText({ status: 429, message: '', retryAfterSeconds: 30 })).toBe(
      'Too many wrong passcodes. Wait 1 minute before you try again.',
    );
    expect(linkRefusalText({ status: 429, message: '', retryAfterSeconds: null })).toBe(
      'Too many wrong passcodes. Wait a while before you try again.',
    );
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:05:00 GMT', now)).toBe(300);
  });
});
