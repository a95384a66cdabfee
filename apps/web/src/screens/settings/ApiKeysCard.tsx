import { Button, Card, ConfirmDialog, TextField, notify } from '@tallyline/ui';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKey, type CreatedApiKey } from '../../lib/db/apiKeys.js';
import { SETTINGS } from '../../messages/settings.js';

function formatDate(iso: string | null): string {
  if (!iso) return SETTINGS.neverUsed;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? SETTINGS.neverUsed : d.toLocaleString();
}

/** Settings › Account › API keys for /v1: create (shown once, with copy), list, revoke. */
export function ApiKeysCard() {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKey['scope']>('read');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const scopeId = useId();

  const refresh = useCallback(async () => {
    const r = await listApiKeys();
    if (r.ok) setKeys(r.value.filter((k) => !k.revoked_at));
    else {
      setKeys([]);
      notify.error(SETTINGS.apiKeyFailed(r.message));
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setNameError(SETTINGS.apiKeyNameRequired);
      return;
    }
    setNameError(undefined);
    setBusy(true);
    const r = await createApiKey(name.trim(), scope);
    setBusy(false);
    if (!r.ok) {
      notify.error(SETTINGS.apiKeyFailed(r.message));
      return;
    }
    setCreated(r.value);
    setCopied(false);
    setName('');
    notify.success(SETTINGS.apiKeyCreated);
    await refresh();
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

  const revoke = async (key: ApiKey) => {
    const r = await revokeApiKey(key.id);
    if (!r.ok) notify.error(SETTINGS.apiKeyFailed(r.message));
    else {
      notify.success(SETTINGS.apiKeyRevoked);
      if (created?.id === key.id) setCreated(null);
    }
    await refresh();
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

      {keys === null ? null : keys.length === 0 ? (
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
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
      />
    </Card>
  );
}
