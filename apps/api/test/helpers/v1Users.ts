import { createKey, createUser, startV1Server, type V1Server } from '../v1/helpers.js';

/** A user signed up through POST /v1/auth/sign-up, with the access token of that session. */
export type V1User = Awaited<ReturnType<typeof createUser>>;

/** The usual /v1 test setting: a server, two users, and three keys (Alice's read-write and read, Bob's read-write). */
export interface V1WithUsers {
  s: V1Server;
  alice: V1User;
  bob: V1User;
  aliceRW: string;
  aliceRead: string;
  bobRW: string;
}

/**
 * Starts a /v1 server (startV1Server, same env) and signs up Alice and Bob with their keys — the
 * `beforeAll` the /v1 tests share. Call it with START_TIMEOUT_MS as the hook's timeout; the
 * server is stopped again if a sign-up or a key fails, so a failed set-up leaves nothing running.
 */
export async function startV1WithUsers(env: Record<string, string> = {}): Promise<V1WithUsers> {
  const s = await startV1Server(env);
  try {
    const alice = await createUser(s.url);
    const bob = await createUser(s.url);
    const aliceRW = (await createKey(s.url, alice.token, 'read-write')).key;
    const aliceRead = (await createKey(s.url, alice.token, 'read')).key;
    const bobRW = (await createKey(s.url, bob.token, 'read-write')).key;
    return { s, alice, bob, aliceRW, aliceRead, bobRW };
  } catch (err) {
    await s.stop();
    throw err;
  }
}
