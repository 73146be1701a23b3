import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_KEY } from '../../../lib/settings';
import { renderPage } from '../../../test/render';
import { SettingsPage } from './settings-page';

const stored = () =>
  JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<string, Record<string, unknown>>;

// Signed out, so every setting lives on this device and Save asks nothing of the server.
describe('the settings page', () => {
  it('shows its sections, in the menu and on the page', async () => {
    await renderPage(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Appearance',
      'Notifications',
      'Privacy & Security',
      'Performance',
      'Preferences',
      'Data Management',
    ]);
    for (const name of ['Appearance', 'Notifications', 'Privacy & Security', 'Performance', 'Preferences'])
      expect(await screen.findByRole('region', { name })).toBeVisible();
    expect(screen.getByText('Sign in to set the session timeout and two-factor sign-in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/profile');
  });

  it('applies the theme at once, and keeps the other changes until Save', async () => {
    const user = userEvent.setup();
    await renderPage(<SettingsPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Dark');
    expect(stored().general?.theme).toBe('dark');

    const time = await screen.findByRole('combobox', { name: 'Time format' });
    expect(time).toHaveDisplayValue('24-hour (14:30)');
    await user.selectOptions(time, '12-hour (2:30 pm)');
    const location = screen.getByRole('textbox', { name: 'Default location' });
    await user.clear(location);
    await user.type(location, 'Johor Bahru');
    await user.click(screen.getByRole('switch', { name: 'Animations' }));
    expect(stored().preferences?.defaultLocation).not.toBe('Johor Bahru');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved successfully.');
    expect(stored().preferences).toMatchObject({ defaultLocation: 'Johor Bahru', timeFormat: '12h' });
    expect(stored().performance?.animationsEnabled).toBe(false);
  });

  it('keeps the default location to 100 characters', async () => {
    const user = userEvent.setup();
    await renderPage(<SettingsPage />);
    const location = await screen.findByRole('textbox', { name: 'Default location' });
    await user.clear(location);
    await user.click(location);
    await user.paste('x'.repeat(120));
    expect(location).toHaveValue('x'.repeat(100));
  });

  it('puts every field back to its default with Reset to Defaults', async () => {
    const user = userEvent.setup();
    await renderPage(<SettingsPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Theme' }), 'Light');
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveDisplayValue('Same as my device');
    expect(await screen.findByRole('switch', { name: 'Animations' })).toBeChecked();
  });

  it('asks before clearing all data, and Cancel keeps it', async () => {
    const user = userEvent.setup();
    await renderPage(<SettingsPage />);
    const data = await screen.findByRole('region', { name: 'Data Management' });
    expect(within(data).getByRole('button', { name: 'Export Data' })).toBeEnabled();
    expect(within(data).getByRole('button', { name: 'Import Data' })).toBeEnabled();
    await user.click(within(data).getByRole('button', { name: 'Clear All Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all data?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(SETTINGS_KEY)).not.toBeNull();
  });

  it('reads in Malay', async () => {
    await renderPage(<SettingsPage />, { language: 'ms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Simpan Perubahan' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Pengurusan Data' })).toBeVisible();
  });
});
