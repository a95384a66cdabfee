import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_SUCCESS, ContactForm } from './ContactForm.js';

describe('ContactForm', () => {
  it('shows the errors and does not submit when fields are missing', async () => {
    const onSubmitted = vi.fn();
    render(<ContactForm idPrefix="contact" onSubmitted={onSubmitted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('has an e-mail input, the five subjects and a 6-row message', () => {
    render(<ContactForm idPrefix="contact" onSubmitted={vi.fn()} />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a subject', 'Technical Support', 'Account Issues', 'Billing Questions', 'Feature Request', 'General Inquiry',
    ]);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  });

  it('alerts the thank-you message and clears the form on a valid submit', async () => {
    const onSubmitted = vi.fn();
    render(<ContactForm idPrefix="contact" onSubmitted={onSubmitted} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Sara');
    await userEvent.type(screen.getByLabelText('E-mail'), 'sara@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'General Inquiry');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmitted).toHaveBeenCalledWith(CONTACT_SUCCESS);
    expect(CONTACT_SUCCESS).toBe('Thank you for your message! We will get back to you soon.');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
