import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { ContactForm } from './contact-form';

// Any request would be a failure of these tests: the form must stop bad input itself.
const fetchSpy = vi.fn(async () => new Response(null, { status: 500 }));
vi.stubGlobal('fetch', fetchSpy);
afterEach(() => fetchSpy.mockClear());

describe('the contact form', () => {
  it('names every field and which one is optional', async () => {
    await renderPage(<ContactForm onSent={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toHaveAttribute(
      'aria-required',
      'false',
    );
  });

  it('says what is missing under each field, focuses the first, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm onSent={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Bus stop data for Johor Bahru');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Message is required',
    );
    expect(screen.getByRole('textbox', { name: 'Subject' })).not.toHaveAccessibleDescription();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a malformed address and a subject over 150 characters; editing a field clears its message', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm onSent={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nurul Izzah');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nurul@@mbjb');
    await user.click(screen.getByRole('textbox', { name: 'Subject' }));
    await user.paste('s'.repeat(151));
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'We would like the bus stops of Johor Bahru.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Subject must be at most 150 characters',
    );
    await user.type(email, '{Backspace}');
    expect(email).not.toHaveAccessibleDescription();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads in Malay', async () => {
    const user = userEvent.setup();
    await renderPage(<ContactForm onSent={() => {}} />, { language: 'ms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hubungi kami' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hantar Mesej' }));
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveAccessibleDescription('Nama diperlukan');
    expect(screen.getByRole('textbox', { name: 'E-mel' })).toHaveAccessibleDescription('E-mel diperlukan');
  });
});
