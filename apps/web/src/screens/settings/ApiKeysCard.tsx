import { Button, Card, ConfirmDialog, TextField, notify } from '@tallyline/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiKey } from '../../lib/db/apiKeys.js';
import { SETTINGS } from '../../messages/settings.js';
import { useApiKeysStore } from '../../stores/apiKeysStore.js';

function formatDate(iso: string | null): string {
  if (!iso) return SETTINGS.neverUsed;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? SETTINGS.neverUsed : d.toLocaleString();
}

/** Settings › Account › API keys for /v1: create (shown once, with copy), list, revoke. */
export function ApiKeysCard() {
  const keys = useApiKeysStore((s) => s.keys);
  const status = useApiKeysStore((s) => s.status);
  const error = useApiKeysStore((s) => s.error);
  const created = useApiKeysStore((s) => s.created);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKey['scope']>('read');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const scopeId = useId();

  useEffect(() => {
    void useApiKeysStore.getState().load();
    // A new key is shown once: leaving the card forgets it.
    return () => useApiKeysStore.getState().dismissCreated();
  }, []);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(SETTINGS.apiKeyNameRequired);
      return;
    }
    setNameError(undefined);
    setBusy(true);
    const key = await useApiKeysStore.getState().create(name.trim(), scope);
    setBusy(false);
    // A failed create keeps the name typed (its toast has a Retry).
    if (!key) return;
    setCopied(false);
    setName('');
  };

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error(SETTINGS.apiKeyFailed('the clipboard is not available'));
    }
  };

  return (
    <Card title={SETTINGS.apiKeysTitle} description={SETTINGS.apiKeysIntro}>
      <form className="tl-settings__keyform" onSubmit={(e) => void create(e)} noValidate>
        <TextField label={SETTINGS.apiKeyName} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} error={nameError} />
        <div className="tl-field">
          <label className="tl-field__label" htmlFor={scopeId}>
            {SETTINGS.apiKeyScope}
          </label>
          <select id={scopeId} className="tl-field__input" value={scope} onChange={(e) => setScope(e.target.value === 'read-write' ? 'read-write' : 'read')}>
            <option value="read">{SETTINGS.scopeRead}</option>
            <option value="read-write">{SETTINGS.scopeReadWrite}</option>
          </select>
        </div>
        <Button type="submit" loading={busy}>
          {SETTINGS.apiKeyCreate}
        </Button>
      </form>

      {created ? (
        <div className="tl-settings__created" role="status">
          <p>
            <strong>{SETTINGS.apiKeyOnce}</strong>
          </p>
          <div className="tl-settings__row">
            <code className="tl-settings__secret" data-testid="api-key-full">
              {created.key}
            </code>
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              {copied ? SETTINGS.apiKeyCopied : SETTINGS.apiKeyCopy}
            </Button>
          </div>
        </div>
      ) : null}

      {status === 'error' && error ? (
        <div role="alert" className="tl-settings__row tl-settings__row--between">
          <p>{SETTINGS.apiKeysLoadFailed(error.message)}</p>
          <Button size="sm" variant="secondary" onClick={() => void useApiKeysStore.getState().load()}>
            {SETTINGS.retry}
          </Button>
        </div>
      ) : keys === null ? null : keys.length === 0 ? (
        <p className="tl-settings__muted">{SETTINGS.apiKeyNone}</p>
      ) : (
        <div className="tl-settings__table-wrap">
          <table className="tl-settings__table">
            <caption className="visually-hidden">{SETTINGS.apiKeysTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Scope</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>
                    <code>{k.prefix}…</code>
                  </td>
                  <td>{k.scope === 'read' ? SETTINGS.scopeRead : SETTINGS.scopeReadWrite}</td>
                  <td>{formatDate(k.created_at)}</td>
                  <td>{formatDate(k.last_used_at)}</td>
                  <td>
                    <Button size="sm" variant="secondary" aria-label={`${SETTINGS.apiKeyRevoke} ${k.name}`} onClick={() => setRevoking(k)}>
                      {SETTINGS.apiKeyRevoke}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={SETTINGS.apiKeyRevoke}
        message={revoking ? SETTINGS.apiKeyRevokeConfirm(revoking.name) : ''}
        confirmLabel={SETTINGS.apiKeyRevoke}
        onConfirm={() => {
          if (revoking) void useApiKeysStore.getState().revoke(revoking);
          setRevoking(null);
        }}
      />
    </Card>
  );
}
