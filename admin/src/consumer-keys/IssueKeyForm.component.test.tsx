import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import type * as consumerKeysApi from './consumerKeysApi';
import { issueConsumerKey } from './consumerKeysApi';
import { IssueKeyForm } from './IssueKeyForm';

// The API call is replaced; the topics offered stay the module's own.
vi.mock('./consumerKeysApi', async (original) => ({
  ...(await original<typeof consumerKeysApi>()),
  issueConsumerKey: vi.fn(),
}));
const issue = vi.mocked(issueConsumerKey);

const SECRET = 'pk_live_3q9VbYwT0sXn2LkR8fJm4cHd6eUa1oPz';

beforeEach(() => issue.mockReset());

describe('issuing a consumer key', () => {
  it('needs a name and at least one topic before Issue is enabled', async () => {
    const user = userEvent.setup({ delay: null });
    renderAdmin(<IssueKeyForm onIssued={() => {}} />);
    const button = screen.getByRole('button', { name: 'Issue a key' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Transit dashboard');
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'pintar.transit' }));
    expect(button).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'pintar.transit' }));
    expect(button).toBeDisabled();
  });

  it('offers exactly the feed’s topics, and the personal-data grant', async () => {
    renderAdmin(<IssueKeyForm onIssued={() => {}} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'pintar.places',
      'pintar.imports',
      'pintar.knowledge',
      'pintar.chat',
      'pintar.transit',
      'pintar.realtime',
      'pintar.identity',
      'Personal data (e-mail addresses, phone numbers, names)',
    ]);
  });

  it('sends the trimmed name and topics, then shows the secret once and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const onIssued = vi.fn();
    issue.mockResolvedValue({
      id: 'ck_01',
      name: 'Transit dashboard',
      topics: ['pintar.places', 'pintar.transit'],
      personalData: false,
      issuedAt: '2026-11-28T05:00:00Z',
      issuedBy: 'admin@pintar.my',
      lastUsedAt: null,
      revokedAt: null,
      secret: SECRET,
    });
    renderAdmin(<IssueKeyForm onIssued={onIssued} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Transit dashboard ');
    await user.click(screen.getByRole('checkbox', { name: 'pintar.places' }));
    await user.click(screen.getByRole('checkbox', { name: 'pintar.transit' }));
    await user.click(screen.getByRole('button', { name: 'Issue a key' }));
    expect(issue).toHaveBeenCalledWith('Transit dashboard', ['pintar.places', 'pintar.transit'], false);
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(
      screen.getByText('Copy this key now: it is shown only this once, and Pintar keeps only a hash of it.'),
    ).toBeVisible();
    expect(onIssued).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'pintar.places' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('asks for the personal-data grant before pintar.identity is issued, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    issue.mockResolvedValue({
      id: 'ck_02',
      name: 'CRM',
      topics: ['pintar.identity'],
      personalData: true,
      issuedAt: '2026-11-28T05:00:00Z',
      issuedBy: 'admin@pintar.my',
      lastUsedAt: null,
      revokedAt: null,
      secret: SECRET,
    });
    renderAdmin(<IssueKeyForm onIssued={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'CRM');
    await user.click(screen.getByRole('checkbox', { name: 'pintar.identity' }));
    const needed = /tick personal data to grant it/;
    expect(screen.getByText(needed)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /Personal data/ }));
    expect(screen.queryByText(needed)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue a key' }));
    expect(issue).toHaveBeenCalledWith('CRM', ['pintar.identity'], true);
  });
});
