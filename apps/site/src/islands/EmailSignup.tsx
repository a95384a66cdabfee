import { Button } from '@tallyline/ui';
import { island } from './island.js';
import './EmailSignup.css';

/**
 * An e-mail sign-up box. Per the spec these forms have no behaviour beyond the e-mail input type;
 * it is an island only so that submitting stays on the page. `id` prefixes its element ids.
 */
export default function EmailSignup({ id, title, text, button }: { id: string; title: string; text: string; button: string }) {
  return (
    <section className="signup card" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{title}</h2>
      <p>{text}</p>
      <form className="signup-form" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={`${id}-email`} className="visually-hidden">E-mail address</label>
        <input id={`${id}-email`} type="email" name="email" placeholder="you@example.com" autoComplete="email" />
        <Button type="submit">{button}</Button>
      </form>
    </section>
  );
}

export const EmailSignupIsland = island('EmailSignup', EmailSignup, { hydrate: 'interaction' });
