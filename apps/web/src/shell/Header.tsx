import { ConfirmDialog, Menu, MenuItem, MenuLabel, MenuSeparator, ThemeToggle } from '@tallyline/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SHELL } from '../messages/shell.js';
import { displayName, useAuthStore } from '../stores/authStore.js';
import { useNotificationsStore } from '../stores/notificationsStore.js';
import { HeaderSearch } from './HeaderSearch.js';
import { NotificationsMenu } from './NotificationsMenu.js';
import { useAppTheme } from './ThemeContext.js';
import { UserAvatar } from './UserAvatar.js';
import './shell.css';

/** Reads what the header shows of a signed-in user (profile picture, notifications); forgets it on sign-out. */
function useSignedInChrome(signedIn: boolean, userId: string | null) {
  const profileStatus = useAuthStore((s) => s.profileStatus);
  const loadProfile = useAuthStore((s) => s.loadProfile);
  useEffect(() => {
    if (signedIn && profileStatus === 'idle') void loadProfile();
  }, [signedIn, profileStatus, loadProfile, userId]);
  useEffect(() => {
    if (!signedIn) {
      useNotificationsStore.getState().clear();
      return;
    }
    // New events (an upload in another tab, a key created through the API) appear without a reload.
    return useNotificationsStore.getState().follow();
  }, [signedIn, userId]);
}

/** App header of spec app.md §2: search, Home/Features, notifications, user menu, theme toggle. */
export function Header() {
  const { toggleTheme } = useAppTheme();
  const status = useAuthStore((s) => s.status);
  const user = useAuthStore((s) => s.user);
  const avatarUrl = useAuthStore((s) => s.profile?.avatar_url ?? null);
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  const signedIn = status === 'signed-in';
  useSignedInChrome(signedIn, user?.id ?? null);

  return (
    <div className="tl-header">
      <HeaderSearch />
      <nav className="tl-header__links" aria-label="Website">
        <a href="/">Home</a>
        <a href="/features">Features</a>
      </nav>
      <div className="tl-header__actions">
        <NotificationsMenu signedIn={signedIn} />
        <ThemeToggle onToggle={toggleTheme} />
        {signedIn ? (
          <Menu
            triggerClassName="tl-user-button"
            trigger={
              <>
                <UserAvatar className="tl-avatar" name={name} url={avatarUrl} />
                <span className="visually-hidden">User menu for </span>
                <span className="tl-user-button__text">
                  <span className="tl-user-button__name">{name}</span>{' '}
                  <span className="tl-user-button__plan">{SHELL.premiumPlan}</span>
                </span>
              </>
            }
          >
            <MenuLabel>
              <span className="tl-user-menu__who">
                <UserAvatar className="tl-avatar tl-avatar--small" name={name} url={avatarUrl} />
                <span>
                  {name} · {SHELL.premiumPlan}
                </span>
              </span>
            </MenuLabel>
            <MenuItem onSelect={() => void navigate({ to: '/settings' })}>Profile</MenuItem>
            <MenuItem onSelect={() => void navigate({ to: '/settings' })}>Settings</MenuItem>
            <MenuItem onSelect={() => window.location.assign('/')}>Website Home</MenuItem>
            <MenuSeparator />
            <MenuItem tone="danger" onSelect={() => setConfirming(true)}>
              Sign Out
            </MenuItem>
          </Menu>
        ) : status === 'loading' ? null : (
          <Link to="/auth" className="tl-btn tl-btn--primary tl-btn--sm">
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
