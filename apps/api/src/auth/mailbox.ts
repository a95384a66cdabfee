import type { Config } from '../context.js';

/** An e-mail the server would have sent. Noted in the log (without its link) and kept for the dev mailbox. */
export interface Mail {
  to: string;
  subject: string;
  kind: 'signup' | 'email_change';
  link: string;
  sentAt: string;
}

const MAX = 200;
const boxes = new WeakMap<Config, Mail[]>();

export function sendMail(config: Config, mail: Omit<Mail, 'sentAt'>): void {
  let box = boxes.get(config);
  if (!box) {
    box = [];
    boxes.set(config, box);
  }
  const full: Mail = { ...mail, sentAt: new Date().toISOString() };
  box.unshift(full);
  if (box.length > MAX) box.length = MAX;
  // Never the link: it signs the reader in, and the log is read by more people than the mailbox (issue 14).
  console.log(`[mail] to ${full.to}: ${full.subject} (the link is not logged${config.devMailbox ? '; see /dev/mailbox' : ''})`);
}

export function readMailbox(config: Config, to?: string): Mail[] {
  const box = boxes.get(config) ?? [];
  return to ? box.filter((m) => m.to === to.toLowerCase()) : [...box];
}
