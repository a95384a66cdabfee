import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from '../messages/notifications.js';
import { describeNotification } from './NotificationsMenu.js';

describe('describeNotification', () => {
  it('each stored kind reads as its event and opens where the user acts on it', () => {
    expect(describeNotification({ kind: 'upload_finished', subject: 'sales.csv' })).toEqual({
      tone: 'success',
      title: NOTIFICATIONS.uploadFinishedTitle,
      body: NOTIFICATIONS.uploadFinishedBody('sales.csv'),
      to: '/',
    });
    expect(describeNotification({ kind: 'api_key_created', subject: 'CI' })).toMatchObject({ title: NOTIFICATIONS.apiKeyCreatedTitle, to: '/settings' });
    // Migration 0422: a reader opened the owner's share link; the library lists the dashboard.
    expect(describeNotification({ kind: 'share_opened', subject: 'Quarterly sales' })).toEqual({
      tone: 'info',
      title: 'Shared dashboard opened',
      body: 'Someone opened the share link of "Quarterly sales". Revoke or renew the link on its Dashboard step.',
      to: '/saved',
    });
  });
});
