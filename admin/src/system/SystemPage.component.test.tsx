import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemSettings } from '../overview/types';
import { useLiveFetch } from '../overview/useLiveFetch';
import { renderAdmin } from '../test/render';
import { SystemPage } from './SystemPage';
import { changeSettings } from './systemApi';
import type * as systemApi from './systemApi';

// The settings as GET /api/system/settings answers them, and the change command, are replaced.
vi.mock('../overview/useLiveFetch', () => ({ useLiveFetch: vi.fn() }));
vi.mock('./systemApi', async (original) => ({
  ...(await original<typeof systemApi>()),
  changeSettings: vi.fn(),
}));

const running: SystemSettings = {
  changedAt: null,
  logLevel: 'info',
  maintenance: { enabled: false, message: null },
  rateLimit: { enabled: true, maxRequests: 300, windowSeconds: 60 },
};
const refresh = vi.fn();

function open(settings: SystemSettings = running) {
  vi.mocked(useLiveFetch).mockReturnValue({
    data: settings,
    receivedAt: new Date('2026-11-28T05:00:00Z'),
    error: null,
    loading: false,
    refresh,
  });
  renderAdmin(<SystemPage />);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  refresh.mockReset();
  vi.mocked(changeSettings).mockReset().mockResolvedValue(running);
});

describe('the system page', () => {
  it('shows maintenance off, the log level and the rate limit as stored', () => {
    open();
    expect(screen.getByRole('switch', { name: 'Off' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Message for visitors' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('info');
    expect(screen.getByRole('spinbutton', { name: 'Requests' })).toHaveValue(300);
    expect(screen.getByRole('spinbutton', { name: 'Per seconds' })).toHaveValue(60);
    expect(screen.getByRole('button', { name: 'Backup Database' })).toBeEnabled();
  });

  it('turns maintenance on with the message typed, says it is saved and reloads the settings', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Message for visitors' }), 'Upgrade until 02:00');
    await user.click(screen.getByRole('switch', { name: 'Off' }));
    expect(changeSettings).toHaveBeenCalledWith({
      maintenance: { enabled: true, message: 'Upgrade until 02:00' },
    });
    expect(await screen.findByText('Saved; every API process applies it.')).toBeVisible();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows maintenance that is on with its message, and locks the message', () => {
    open({ ...running, maintenance: { enabled: true, message: 'Upgrade until 02:00' } });
    expect(screen.getByRole('switch', { name: 'On: Upgrade until 02:00' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Message for visitors' })).toBeDisabled();
  });

  it('changes the log level from the list', async () => {
    const user = open();
    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'debug' }));
    expect(changeSettings).toHaveBeenCalledWith({ logLevel: 'debug' });
  });

  it('refuses limits that are not whole numbers of at least 1', async () => {
    const user = open();
    const requests = screen.getByRole('spinbutton', { name: 'Requests' });
    await user.clear(requests);
    await user.type(requests, '0');
    expect(screen.getByText('Limits are whole numbers of at least 1.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save limits' })).toBeDisabled();
    await user.clear(requests);
    await user.type(requests, '120');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(changeSettings).toHaveBeenCalledWith({ rateLimit: { maxRequests: 120, windowSeconds: 60 } });
  });

  it('says why a change was not saved', async () => {
    vi.mocked(changeSettings).mockRejectedValue(new Error('Forbidden'));
    const user = open();
    await user.click(screen.getByRole('switch', { name: 'On' }));
    expect(await screen.findByText('Not saved: Forbidden')).toBeVisible();
    expect(refresh).not.toHaveBeenCalled();
  });
});
