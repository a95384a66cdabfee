import type { ContactErrors, ContactForm } from '@tallyline/api/contact';

/** Where the contact form posts (apps/api/src/site/routes.ts). */
export const CONTACT_ENDPOINT = '/site/v1/contact';

export type SendResult = { ok: true } | { ok: false; fields: ContactErrors } | { ok: false; message: string };

const FAILED = 'Your message could not be sent. Please check your connection and try again.';

/** Posts the form; the server's per-field errors, its message (e.g. the hourly limit) or a network failure come back as data. */
export async function sendContactMessage(form: ContactForm, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetcher(CONTACT_ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(form) });
  } catch {
    return { ok: false, message: FAILED };
  }
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => null)) as { error?: { message?: unknown; fields?: ContactErrors } } | null;
  if (body?.error?.fields) return { ok: false, fields: body.error.fields };
  return { ok: false, message: typeof body?.error?.message === 'string' ? body.error.message : FAILED };
}
