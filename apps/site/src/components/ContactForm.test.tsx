import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendResult } from '../lib/sendContactMessage.js';
import { CONTACT_SUCCESS, ContactForm } from './ContactForm.js';

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Sara');
  await userEvent.type(screen.getByLabelText('E-mail'), 'sara@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Subject'), 'General Inquiry');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
}

describe('ContactForm', () => {
  it('ContactForm shows the errors and sends nothing when fields are missing', async () => {
    const send = vi.fn();
    render(<ContactForm idPrefix="contact" send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ContactForm has an e-mail input, the five subjects and a 6-row message', () => {
    render(<ContactForm idPrefix="contact" send={vi.fn()} />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a subject', 'Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry',
    ]);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  });

  it('ContactForm sends the form and, once the server has it, shows the thank-you message in its place (no alert)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const send = vi.fn(async (): Promise<SendResult> => ({ ok: true }));
    render(<ContactForm idPrefix="contact" send={send} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(send).toHaveBeenCalledWith({ name: 'Sara', email: 'sara@example.com', subject: 'General Inquiry', message: 'Hello there' });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(CONTACT_SUCCESS);
    expect(CONTACT_SUCCESS).toBe('Thank you for your message! We will get back to you soon.');
    expect(status).toHaveFocus();
    expect(alert).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    alert.mockRestore();
  });

  it('ContactForm shows the server’s field errors and its message (the hourly limit), keeping what was typed', async () => {
    const send = vi
      .fn<() => Promise<SendResult>>()
      .mockResolvedValueOnce({ ok: false, fields: { email: 'Please enter a valid e-mail address.' } })
      .mockResolvedValueOnce({ ok: false, message: 'Please try again in 60 minutes.' });
    render(<ContactForm idPrefix="contact" send={send} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 60 minutes.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
  });
});
