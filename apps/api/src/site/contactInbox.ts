// `pnpm --filter @tallyline/api contact-inbox [count]`: the latest contact messages, newest first,
// for an operator on the server's machine. It asks the running server (TALLYLINE_URL, default
// http://localhost:$PORT) through the REST API with the service-role key, which it signs with the
// server's own secret (JWT_SECRET, or the one in the data directory), so it works with the embedded
// database and with Postgres alike. The key never leaves this process.
import { signServiceKey } from '../auth/jwt.js';
import { loadConfig } from '../config.js';

interface Row {
  id: number;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

async function main(): Promise<void> {
  const config = await loadConfig();
  const count = Math.min(200, Math.max(1, Number(process.argv[2] ?? 20) || 20));
  const base = (process.env.TALLYLINE_URL ?? `http://localhost:${config.port}`).replace(/\/$/, '');
  const key = await signServiceKey(config.jwtSecret);
  const res = await fetch(`${base}/rest/v1/contact_messages?select=id,created_at,name,email,subject,message&order=created_at.desc&limit=${count}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  if (!res.ok) throw new Error(`${base} answered ${res.status}: ${await res.text()}`);
  const rows = (await res.json()) as Row[];
  if (rows.length === 0) console.log('No contact messages yet.');
  for (const r of rows) {
    console.log(`#${r.id}  ${r.created_at}  ${r.subject}\nFrom: ${r.name} <${r.email}>\n\n${r.message}\n${'─'.repeat(60)}`);
  }
}

main().catch((err: unknown) => {
  console.error('contact-inbox:', err instanceof Error ? err.message : err);
  process.exit(1);
});
