import { Button, Card, ConfirmDialog } from '@tallyline/ui';
import { useEffect, useState } from 'react';
import { SESSION } from '../../messages/session.js';
import { SHELL } from '../../messages/shell.js';
import { SETTINGS } from '../../messages/settings.js';
import { useAuthStore } from '../../stores/authStore.js';
import { ApiKeysCard } from './ApiKeysCard.js';

/** 'Member Since' of the account tab: the profile's created_at as a local date, or 'N/A'. */
export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return SETTINGS.notAvailable;
  const d = new Date(createdAt);
  return Number.isNaN(d.getTime()) ? SETTINGS.notAvailable : d.toLocaleDateString();
}

/** Settings › Account: plan card, API keys, sign out (this device) and sign out everywhere, security note. */
export function AccountTab() {
  const user = useAuthStore((s) => s.user);
  const profile = useAuthStore((s) => s.profile);
  const profileStatus = useAuthStore((s) => s.profileStatus);
  const loadProfile = useAuthStore((s) => s.loadProfile);
  const signOut = useAuthStore((s) => s.signOut);
  const signOutEverywhere = useAuthStore((s) => s.signOutEverywhere);
  const [confirming, setConfirming] = useState<'this' | 'everywhere' | null>(null);

  useEffect(() => {
    if (profileStatus === 'idle') void loadProfile();
  }, [profileStatus, loadProfile]);

  return (
    <div className="tl-settings__stack">
      <Card title={SETTINGS.planTitle}>
        <dl className="tl-settings__facts">
          <div>
            <dt>Plan</dt>
            <dd>{SETTINGS.plan}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className="tl-settings__badge">{SETTINGS.status}</span>
            </dd>
          </div>
          <div>
            <dt>{SETTINGS.memberSince}</dt>
            <dd>{memberSince(profile?.created_at)}</dd>
          </div>
          <div>
            <dt>{SETTINGS.userId}</dt>
            <dd>
              <code>{user ? user.id.slice(0, 8) : SETTINGS.notAvailable}</code>
            </dd>
          </div>
        </dl>
      </Card>
      <ApiKeysCard />
      <Card title={SETTINGS.signOutTitle} description={SETTINGS.signOutText}>
        <Button variant="danger" onClick={() => setConfirming('this')}>
          {SETTINGS.signOutButton}
        </Button>
      </Card>
      <Card title={SESSION.everywhereTitle} description={SESSION.everywhereText}>
        <Button variant="danger" onClick={() => setConfirming('everywhere')}>
          {SESSION.everywhereButton}
        </Button>
      </Card>
      <aside className="tl-settings__note" aria-label={SETTINGS.securityNoteTitle}>
        <strong>{SETTINGS.securityNoteTitle}:</strong> {SETTINGS.securityNote}
      </aside>
      <ConfirmDialog
        open={confirming === 'this'}
        onOpenChange={(open) => setConfirming(open ? 'this' : null)}
        title={SETTINGS.signOutTitle}
        message={SHELL.signOutConfirm}
        confirmLabel={SETTINGS.signOutButton}
        onConfirm={() => void signOut(SETTINGS.signOutDone)}
      />
      <ConfirmDialog
        open={confirming === 'everywhere'}
        onOpenChange={(open) => setConfirming(open ? 'everywhere' : null)}
        title={SESSION.everywhereTitle}
        message={SESSION.everywhereConfirm}
        confirmLabel={SESSION.everywhereButton}
        onConfirm={() => void signOutEverywhere()}
      />
    </div>
  );
}
