import { describe, expect, it } from 'vitest';
import { backupFailedAlert, OPERATOR_ALERT_PATH, readOperatorAlert } from './operator-alert.logic';

describe('operator alerts', () => {
  it('words a failed backup with its reason and opens the server status', () => {
    const alert = backupFailedAlert('the disk is full.');
    expect(alert).toEqual({
      title: 'Backup failed',
      body: "The server's backup failed: the disk is full. The admin page shows the last backup that restored.",
      path: OPERATOR_ALERT_PATH,
    });
    expect(readOperatorAlert(alert)).toEqual(alert);
  });

  it('reads back only a whole message', () => {
    expect(readOperatorAlert(null)).toBeNull();
    expect(readOperatorAlert({ title: 'Backup failed', body: 'x' })).toBeNull();
    expect(readOperatorAlert({ title: 1, body: 'x', path: '/' })).toBeNull();
  });
});
