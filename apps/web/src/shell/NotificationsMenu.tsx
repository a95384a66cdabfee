import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@tallyline/ui';
import { useNavigate } from '@tanstack/react-router';
import type { NotificationRow } from '../lib/db/notifications.js';
import type { AppPath } from '../lib/routes.js';
import { NOTIFICATIONS, timeAgo } from '../messages/notifications.js';
import { unreadCount, useNotificationsStore } from '../stores/notificationsStore.js';

/** How a stored event reads in the dropdown, its colour and where selecting it goes. */
export function describeNotification(n: Pick<NotificationRow, 'kind' | 'subject'>): { tone: 'success' | 'info'; title: string; body: string; to: AppPath } {
  if (n.kind === 'share_opened') return { tone: 'info', title: NOTIFICATIONS.shareOpenedTitle, body: NOTIFICATIONS.shareOpenedBody(n.subject), to: '/saved' };
  if (n.kind === 'api_key_created') return { tone: 'info', title: NOTIFICATIONS.apiKeyCreatedTitle, body: NOTIFICATIONS.apiKeyCreatedBody(n.subject), to: '/settings' };
  return { tone: 'success', title: NOTIFICATIONS.uploadFinishedTitle, body: NOTIFICATIONS.uploadFinishedBody(n.subject), to: '/' };
}

/** The header's notifications dropdown (spec app.md §2 look), listing only stored events (issue 17). */
export function NotificationsMenu({ signedIn }: { signedIn: boolean }) {
  const items = useNotificationsStore((s) => s.items);
  const status = useNotificationsStore((s) => s.status);
  const navigate = useNavigate();
  const unread = signedIn ? unreadCount(items) : 0;
  const shown = signedIn ? items : [];

  return (
    <Menu
      triggerClassName="tl-icon-button"
      onOpenChange={(open) => {
        if (open && signedIn) void useNotificationsStore.getState().load();
      }}
      trigger={
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
          </svg>
          <span className="visually-hidden">{NOTIFICATIONS.trigger}</span>
          {unread > 0 ? (
            <span className="tl-icon-button__badge">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </>
      }
    >
      <MenuLabel>{NOTIFICATIONS.title}</MenuLabel>
      {signedIn && status === 'error' ? (
        // Selecting it reads the list again; the menu reopens on the new state.
        <MenuItem onSelect={() => void useNotificationsStore.getState().load()}>
          <span className="tl-notice tl-notice--failed">
            <span className="tl-notice__title">{NOTIFICATIONS.loadFailed}</span>
            <span className="tl-notice__body">{NOTIFICATIONS.retry}</span>
          </span>
        </MenuItem>
      ) : null}
      {shown.length === 0 ? (
        status === 'error' && signedIn ? null : (
          <MenuItem disabled onSelect={() => undefined}>
            <span className="tl-notice tl-notice--empty">
              <span className="tl-notice__title">{NOTIFICATIONS.empty}</span>
              <span className="tl-notice__body">{signedIn ? NOTIFICATIONS.emptyHint : NOTIFICATIONS.signedOutHint}</span>
            </span>
          </MenuItem>
        )
      ) : (
        shown.map((n) => {
          const d = describeNotification(n);
          return (
            <MenuItem
              key={n.id}
              onSelect={() => {
                void useNotificationsStore.getState().markRead([n.id]);
                void navigate({ to: d.to });
              }}
            >
              <span className={`tl-notice tl-notice--${d.tone}${n.read_at ? '' : ' tl-notice--unread'}`}>
                <span className="tl-notice__title">
                  {n.read_at ? null : <span className="visually-hidden">{NOTIFICATIONS.unreadMark} </span>}
                  {d.title}
                </span>
                <span className="tl-notice__body">{d.body}</span>
                <span className="tl-notice__time">{timeAgo(n.created_at)}</span>
              </span>
            </MenuItem>
          );
        })
      )}
      {unread > 0 ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => void useNotificationsStore.getState().markAllRead()}>{NOTIFICATIONS.markAllRead}</MenuItem>
        </>
      ) : null}
    </Menu>
  );
}
