import type { Sql } from '../db/types.js';

/** A row of auth.users plus its identities and factors, as the auth service reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  phone_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  banned_until: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  is_anonymous: boolean;
  identities: IdentityRow[] | null;
  factors: FactorRow[] | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FactorRow {
  id: string;
  friendly_name: string;
  factor_type: string;
  status: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

const USER_SELECT = `
  SELECT u.id, u.aud, u.role, u.email, u.phone, u.encrypted_password, u.email_confirmed_at, u.phone_confirmed_at,
         u.confirmed_at, u.confirmation_sent_at, u.email_change, u.email_change_sent_at, u.last_sign_in_at,
         u.banned_until, u.raw_app_meta_data, u.raw_user_meta_data, u.created_at, u.updated_at, u.is_anonymous,
         (SELECT json_agg(json_build_object('id', i.id, 'provider_id', i.provider_id, 'user_id', i.user_id,
                   'identity_data', i.identity_data, 'provider', i.provider, 'email', i.email,
                   'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at, 'updated_at', i.updated_at)
                 ORDER BY i.created_at)
            FROM auth.identities i WHERE i.user_id = u.id) AS identities,
         (SELECT json_agg(json_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
                   'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at,
                   'last_challenged_at', f.last_challenged_at) ORDER BY f.created_at)
            FROM auth.mfa_factors f WHERE f.user_id = u.id) AS factors
    FROM auth.users u`;

export async function loadUserById(sql: Sql, id: string): Promise<UserRow | null> {
  const r = await sql.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return normalise(r.rows[0]);
}

export async function loadUserByEmail(sql: Sql, email: string): Promise<UserRow | null> {
  const r = await sql.query<UserRow>(`${USER_SELECT} WHERE u.email = $1 AND u.is_sso_user = false`, [email]);
  return normalise(r.rows[0]);
}

/** pg returns json columns parsed, PGlite too; guard against strings for safety. */
function normalise(row: UserRow | undefined): UserRow | null {
  if (!row) return null;
  for (const k of ['identities', 'factors', 'raw_app_meta_data', 'raw_user_meta_data'] as const) {
    const v = row[k] as unknown;
    if (typeof v === 'string') (row as unknown as Record<string, unknown>)[k] = JSON.parse(v);
  }
  return row;
}

export function iso(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The GoTrue User object (wire §2.3): null timestamps and empty strings omitted, factors omitted when none. */
export function toUserJson(u: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
  };
  const put = (k: string, v: Date | string | null | undefined) => {
    const s = iso(v);
    if (s) out[k] = s;
  };
  put('email_confirmed_at', u.email_confirmed_at);
  out.phone = u.phone ?? '';
  put('phone_confirmed_at', u.phone_confirmed_at);
  put('confirmation_sent_at', u.confirmation_sent_at);
  put('confirmed_at', u.confirmed_at);
  if (u.email_change) out.new_email = u.email_change;
  put('email_change_sent_at', u.email_change_sent_at);
  put('last_sign_in_at', u.last_sign_in_at);
  put('banned_until', u.banned_until);
  out.app_metadata = u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] };
  out.user_metadata = u.raw_user_meta_data ?? {};
  out.identities = (u.identities ?? []).map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at) ?? iso(i.created_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }));
  if (u.factors && u.factors.length > 0) {
    out.factors = u.factors.map((f) => {
      const o: Record<string, unknown> = { id: f.id };
      if (f.friendly_name) o.friendly_name = f.friendly_name;
      o.factor_type = f.factor_type;
      o.status = f.status;
      o.created_at = iso(f.created_at);
      o.updated_at = iso(f.updated_at);
      o.phone = '';
      o.last_challenged_at = iso(f.last_challenged_at) ?? null;
      return o;
    });
  }
  put('created_at', u.created_at);
  put('updated_at', u.updated_at);
  out.is_anonymous = u.is_anonymous;
  return out;
}
