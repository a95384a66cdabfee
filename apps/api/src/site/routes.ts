import { Hono } from 'hono';
import type { AppContext } from '../context.js';
import { BodyError, clientIp, readJson } from '../http/request.js';
import { storeContactMessage, senderHash } from './contactMessages.js';
import { asContactForm, validateContact } from './contactRules.js';
import { createStatusReporter } from './serviceHealth.js';

/** A contact message is a few KB at most (5,000 characters of message); more is not from the form. */
const CONTACT_BODY_LIMIT = 32 * 1024;

const error = (code: string, message: string, extra: object = {}) => ({ error: { code, message, ...extra } });

/**
 * The public site's two server calls, mounted at /site/v1 by src/app.ts (issue 16):
 * - POST /contact  the contact form: validated with the form's own rules, stored, 5 an hour per address;
 * - GET  /status   live service health with 90 days of uptime and incidents (the status page).
 * Errors answer `{ "error": { "code", "message" } }` like the rest of the API.
 */
export function createSiteApiRoutes(ctx: AppContext, now: () => Date = () => new Date()): Hono {
  const app = new Hono();
  const statusReport = createStatusReporter(ctx, now);

  app.post('/contact', async (c) => {
    let body: unknown;
    try {
      body = await readJson(c, CONTACT_BODY_LIMIT);
    } catch (err) {
      if (err instanceof BodyError && err.kind === 'too_large') return c.json(error('too_large', 'The message is too long.'), 413);
      return c.json(error('invalid_body', 'Send the form as JSON.'), 400);
    }
    const form = asContactForm(body);
    if (!form) return c.json(error('invalid_body', 'Send name, email, subject and message as text.'), 400);
    const fields = validateContact(form);
    if (Object.keys(fields).length > 0) return c.json(error('invalid_fields', 'Some fields need attention.', { fields }), 400);

    const result = await storeContactMessage(ctx.db, form, senderHash(ctx.config.jwtSecret, clientIp(c)), now());
    if (!result.stored) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return c.json(error('rate_limited', `You have sent several messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`), 429, {
        'Retry-After': String(result.retryAfterSeconds),
      });
    }
    // The operator's first sight of a new message: the server log (docs/site.md "Contact messages").
    console.log(`[contact] message #${result.id} from ${form.name.trim()} <${form.email.trim()}>: ${form.subject}`);
    return c.json({ id: result.id, receivedAt: result.receivedAt }, 201);
  });

  app.get('/status', async (c) => c.json(await statusReport(), 200, { 'Cache-Control': 'no-store' }));

  return app;
}
