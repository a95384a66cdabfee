import { ConfirmDialog, Menu, MenuItem, MenuLabel, MenuSeparator, ThemeToggle } from '@tallyline/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { SAMPLE_NOTIFICATIONS, SHELL } from '../messages/shell.js';
import { displayName, useAuthStore } from '../stores/authStore.js';
import { useAppTheme } from './ThemeContext.js';
import './shell.css';

/** App header of spec app.md §2: search, Home/Features, notifications, user menu, theme toggle. */
export function Header() {
  const { toggleTheme } = useAppTheme();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const searchId = useId();
  const name = displayName(user);

  return (
    <div className="tl-header">
      <form className="tl-header__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          Search
        </label>
        <input id={searchId} type="search" placeholder={SHELL.searchPlaceholder} />
      </form>
      <nav className="tl-header__links" aria-label="Website">
        <a href="/">Home</a>
        <a href="/features">Features</a>
      </nav>
      <div className="tl-header__actions">
        <Menu
          triggerClassName="tl-icon-button"
          trigger={
            <>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
              </svg>
              <span className="visually-hidden">Notifications</span>
              <span className="tl-icon-button__badge">{SAMPLE_NOTIFICATIONS.length}</span>
            </>
          }
        >
          <MenuLabel>Notifications</MenuLabel>
          {SAMPLE_NOTIFICATIONS.map((n) => (
            <MenuItem key={n.id} onSelect={() => undefined}>
              <span className={`tl-notice tl-notice--${n.kind}`}>
                <span className="tl-notice__title">{n.title}</span>
                <span className="tl-notice__body">{n.body}</span>
                <span className="tl-notice__time">{n.time}</span>
              </span>
            </MenuItem>
          ))}
        </Menu>
        <ThemeToggle onToggle={toggleTheme} />
        {status === 'signed-in' ? (
          <Menu
            triggerClassName="tl-user-button"
            trigger={
              <>
                <span className="tl-avatar" aria-hidden="true">
                  {name.slice(0, 1).toUpperCase()}
                </span>
                <span className="visually-hidden">User menu for </span>
                <span className="tl-user-button__text">
                  <span className="tl-user-button__name">{name}</span>{' '}
                  <span className="tl-user-button__plan">{SHELL.premiumPlan}</span>
                </span>
              </>
            }
          >
            <MenuLabel>
              {name} · {SHELL.premiumPlan}
            </MenuLabel>
            <MenuItem onSelect={() => void navigate({ to: '/settings' as '/' })}>Profile</MenuItem>
            <MenuItem onSelect={() => void navigate({ to: '/settings' as '/' })}>Settings</MenuItem>
            <MenuItem onSelect={() => window.location.assign('/')}>Website Home</MenuItem>
            <MenuSeparator />
            <MenuItem tone="danger" onSelect={() => setConfirming(true)}>
              Sign Out
            </MenuItem>
          </Menu>
        ) : status === 'loading' ? null : (
          <Link to={'/auth' as '/'} className="tl-btn tl-btn--primary tl-btn--sm">
            Sign In
          </Link>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign Out"
        message={SHELL.signOutConfirm}
        confirmLabel="Sign Out"
        onConfirm={() => void signOut()}
      />
    </div>
  );
}
