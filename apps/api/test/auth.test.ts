import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { client, decodeJwt as decode, signedInUser, uniqueEmail } from './helpers/clients.js';
import { startTestServer, type TestServer } from './helpers/startServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TALLYLINE_SEED: '0', TALLYLINE_DEV_MAILBOX: '1' });
});
afterAll(async () => {
  await server?.stop();
});

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with full_name in user_metadata and gets a session (confirmation off)', async () => {
    const sb = client(server);
    const email = uniqueEmail();
    const { data, error } = await sb.auth.signUp({ email: email.toUpperCase(), password: 'secret-123', options: { data: { full_name: 'Ada Lovelace' } } });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.session?.access_token).toBeTruthy();
    const claims = decode(data.session!.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', aud: 'authenticated', aal: 'aal1', sub: data.user!.id, email });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.amr as Array<{ method: string }>)[0]?.method).toBe('password');
  });

  it("answers 'User already registered' for a taken address", async () => {
    const { email } = await signedInUser(server);
    const { data, error } = await client(server).auth.signUp({ email, password: 'secret-123' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  it('rejects weak passwords and bad addresses with GoTrue errors', async () => {
    const weak = await client(server).auth.signUp({ email: uniqueEmail(), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toContain('Password should be at least 6 characters');
    const bad = await client(server).auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toContain('Unable to validate email address');
  });

  it('signs in with a password; wrong password → Invalid login credentials', async () => {
    const { email } = await signedInUser(server);
    const sb = client(server);
    const bad = await sb.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.error?.status).toBe(400);
    const good = await sb.auth.signInWithPassword({ email: ` ${email.toUpperCase()}`.trim(), password: 'correct-horse-1' });
    expect(good.error).toBeNull();
    expect(good.data.session?.refresh_token).toBeTruthy();
    const { data: got } = await sb.auth.getUser();
    expect(got.user?.email).toBe(email);
    const { data: sess } = await sb.auth.getSession();
    expect(sess.session?.access_token).toBe(good.data.session?.access_token);
  });

  it("throttles repeated failed sign-ins with 'Too many requests'", async () => {
    const { email } = await signedInUser(server);
    const sb = client(server);
    for (let i = 0; i < 5; i += 1) {
      const r = await sb.auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(r.error?.message).toBe('Invalid login credentials');
    }
    const blocked = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.message).toContain('Too many requests');
  });

  it('rotates refresh tokens and refuses a reused one after the grace period is irrelevant for unknown tokens', async () => {
    const { sb } = await signedInUser(server);
    const before = (await sb.auth.getSession()).data.session!;
    const { data, error } = await sb.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(decode(data.session!.access_token).session_id).toBe(decode(before.access_token).session_id);
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}`, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: 'no-such-token' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
  });

  it('signs out: the user endpoint then says session_not_found and the refresh token is dead', async () => {
    const { sb } = await signedInUser(server);
    const session = (await sb.auth.getSession()).data.session!;
    const { error } = await sb.auth.signOut();
    expect(error).toBeNull();
    expect((await sb.auth.getSession()).data.session).toBeNull();
    const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${session.access_token}` } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
    const again = await client(server).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).not.toBeNull();
  });

  it('updates the password (old one stops working) and starts an e-mail change confirmed by link', async () => {
    const { sb, email } = await signedInUser(server);
    const same = await sb.auth.updateUser({ password: 'correct-horse-1', current_password: 'correct-horse-1' });
    expect(same.error?.code).toBe('same_password');
    const pw = await sb.auth.updateUser({ password: 'new-password-9', current_password: 'correct-horse-1' });
    expect(pw.error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'correct-horse-1' })).error?.message).toBe('Invalid login credentials');
    expect((await client(server).auth.signInWithPassword({ email, password: 'new-password-9' })).error).toBeNull();

    const newEmail = uniqueEmail('moved');
    const em = await sb.auth.updateUser({ email: newEmail });
    expect(em.error).toBeNull();
    expect(em.data.user?.email).toBe(email);
    expect(em.data.user?.new_email).toBe(newEmail);
    const box = (await (await fetch(`${server.url}/dev/mailbox?to=${encodeURIComponent(newEmail)}`)).json()) as { messages: Array<{ link: string }> };
    expect(box.messages).toHaveLength(1);
    const follow = await fetch(box.messages[0]!.link, { redirect: 'manual' });
    expect(follow.status).toBe(303);
    expect(follow.headers.get('location')).toContain('#access_token=');
    const { data } = await sb.auth.getUser();
    expect(data.user?.email).toBe(newEmail);
    const profile = await sb.from('profiles').select('email').eq('id', data.user!.id).single();
    expect(profile.data?.email).toBe(newEmail);
  });

  it('a password change needs the current password, as GoTrue\'s secure password change', async () => {
    const { sb, email } = await signedInUser(server);
    const none = await sb.auth.updateUser({ password: 'new-password-9' });
    expect(none.error?.status).toBe(400);
    expect(none.error?.code).toBe('current_password_required');
    expect(none.error?.message).toBe('Current password required when setting new password.');
    const wrong = await sb.auth.updateUser({ password: 'new-password-9', current_password: 'not-my-password' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    // Neither changed anything: the old password still signs in, the new one does not.
    expect((await client(server).auth.signInWithPassword({ email, password: 'correct-horse-1' })).error).toBeNull();
    expect((await client(server).auth.signInWithPassword({ email, password: 'new-password-9' })).error?.message).toBe('Invalid login credentials');
  });

  it('updates user_metadata (full name) and the profile follows', async () => {
    const { sb, id } = await signedInUser(server, 'Old Name');
    const { data, error } = await sb.auth.updateUser({ data: { full_name: 'New Name' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.full_name).toBe('New Name');
    expect((await sb.from('profiles').select('full_name').eq('id', id).single()).data).toEqual({ full_name: 'New Name' });
  });

  it('refuses an e-mail change to an address another account uses', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const { error } = await b.sb.auth.updateUser({ email: a.email });
    expect(error?.code).toBe('email_exists');
  });
});

describe('tokens', () => {
  it('rejects tampered, foreign-signed and expired tokens', async () => {
    const { accessToken } = await signedInUser(server);
    const [h, p] = accessToken.split('.');
    const payload = decode(accessToken);
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${accessToken.split('.')[2]}`;
    const foreign = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ ...payload, iat: 1000, exp: 2000 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    for (const token of [tampered, foreign, expired, `${h}.${p}`, 'garbage']) {
      const res = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('bad_jwt');
      expect(body.message).toContain('invalid JWT');
    }
    const none = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.anonKey } });
    expect(none.status).toBe(401);
  });

  it('answers malformed and oversized bodies with 4xx JSON', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const bad = await post('{"email":');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('bad_json');
    const big = await post(JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(100_000) }));
    expect(big.status).toBe(413);
    const wrongType = await post(JSON.stringify({ email: 12, password: ['a'] }));
    expect(wrongType.status).toBe(400);
  });
});

describe('confirmation switched on', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TALLYLINE_SEED: '0', CONFIRM_EMAIL: '1', TALLYLINE_DEV_MAILBOX: '1' });
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("needs the e-mail link before sign-in ('Email not confirmed')", async () => {
    const sb = client(s);
    const email = uniqueEmail('confirm');
    const up = await sb.auth.signUp({ email, password: 'secret-123', options: { data: { full_name: 'Grace Hopper' } } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(email);
    const early = await sb.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(early.error?.message).toBe('Email not confirmed');
    const box = (await (await fetch(`${s.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ link: string; kind: string }> };
    expect(box.messages[0]?.kind).toBe('signup');
    const follow = await fetch(box.messages[0]!.link, { redirect: 'manual' });
    expect(follow.headers.get('location')).toMatch(/\/app\/#access_token=.+&type=signup$/);
    const later = await sb.auth.signInWithPassword({ email, password: 'secret-123' });
    expect(later.error).toBeNull();
    expect(later.data.user?.user_metadata.email_verified).toBe(true);
    // Signing up again with the confirmed address does not reveal it (obfuscated user, no error).
    const again = await client(s).auth.signUp({ email, password: 'secret-123' });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
  });

  it('e-mail links point at the server, never where X-Forwarded-Host says (issue 14)', async () => {
    const email = uniqueEmail('forwarded');
    const evil = { apikey: s.anonKey, 'content-type': 'application/json', 'x-forwarded-host': 'evil.example', 'x-forwarded-server': 'evil.example' };
    const up = await fetch(`${s.url}/auth/v1/signup`, { method: 'POST', headers: evil, body: JSON.stringify({ email, password: 'secret-123' }) });
    expect(up.status).toBe(200);
    const box = (await (await fetch(`${s.url}/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ link: string; kind: string }> };
    const link = box.messages[0]?.link ?? '';
    const local = (u: string) => new URL(u).origin.replace('localhost', '127.0.0.1');
    expect(link).not.toContain('evil.example');
    expect(local(link)).toBe(local(s.url));
    // Following the link, the redirect into the app stays on the server too.
    const follow = await fetch(link, { redirect: 'manual', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(follow.headers.get('location')).not.toContain('evil.example');
    expect(local(follow.headers.get('location') ?? '')).toBe(local(s.url));
  });
});

describe('multi-factor (TOTP)', () => {
  it('enrolls, challenges, verifies to aal2, lists and unenrolls', async () => {
    const { sb } = await signedInUser(server);
    const enroll = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enroll.error).toBeNull();
    const factor = enroll.data!;
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(factor.totp.uri).toContain('otpauth://totp/');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.totp.secret), digits: 6, period: 30, algorithm: 'SHA1' });

    const wrongChallenge = await sb.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: wrongChallenge.data!.id, code: totp.generate() === '000000' ? '111111' : '000000' });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const verify = await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
    expect(verify.error).toBeNull();
    expect(decode(verify.data!.access_token).aal).toBe('aal2');
    const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    const list = await sb.auth.mfa.listFactors();
    expect(list.data?.totp.map((f) => f.id)).toEqual([factor.id]);

    // A fresh password sign-in is aal1 with next level aal2.
    const email = (await sb.auth.getUser()).data.user!.email!;
    const other = client(server);
    await other.auth.signInWithPassword({ email, password: 'correct-horse-1' });
    const otherAal = await other.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(otherAal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const blocked = await other.auth.mfa.unenroll({ factorId: factor.id });
    expect(blocked.error?.code).toBe('insufficient_aal');

    const un = await sb.auth.mfa.unenroll({ factorId: factor.id });
    expect(un.error).toBeNull();
    await sb.auth.refreshSession();
    expect((await sb.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it('refuses another user’s factor id', async () => {
    const a = await signedInUser(server);
    const b = await signedInUser(server);
    const enroll = await a.sb.auth.mfa.enroll({ factorType: 'totp' });
    const r = await b.sb.auth.mfa.challenge({ factorId: enroll.data!.id });
    expect(r.error?.status).toBe(404);
  });
});
