import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { permissionsKnown, renderAdmin } from '../test/render';
import { UserEdit } from './UserEdit';

const aisyah = {
  id: 'u-aisyah',
  uid: 'u-aisyah',
  email: 'aisyah@example.my',
  name: 'Aisyah Rahman',
  displayName: 'Aisyah Rahman',
  role: 'user',
  status: 'active',
  photoURL: null,
  createdAt: '2026-03-02T08:15:00Z',
  lastLogin: '2026-11-27T23:40:00Z',
};

function openForm(role: 'admin' | 'super_admin') {
  const getOne = vi.fn(async () => ({ data: aisyah }));
  const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...aisyah, ...params.data },
  }));
  renderAdmin(<UserEdit />, {
    resource: 'users',
    path: '/users/u-aisyah',
    route: '/users/:id',
    role,
    dataProvider: { getOne, update } as never,
  });
  return { update, user: userEvent.setup({ delay: null }) };
}

describe('editing a user', () => {
  it('shows an admin the role read-only, saying who can change it', async () => {
    const { user } = openForm('admin');
    expect(await screen.findByDisplayValue('Aisyah Rahman')).toBeVisible();
    await permissionsKnown();
    expect(screen.getByText('Only a super admin can grant or revoke roles.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('offers a super admin every role', async () => {
    const { user } = openForm('super_admin');
    await screen.findByDisplayValue('Aisyah Rahman');
    // The role is read-only until the signed-in role is known.
    await waitFor(() =>
      expect(screen.queryByText('Only a super admin can grant or revoke roles.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(3);
  });

  it('needs a display name of at most 80 characters, and saves a valid one', async () => {
    const { update, user } = openForm('admin');
    const name = await screen.findByRole('textbox', { name: /Display name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeVisible();
    await user.click(name);
    await user.paste('A'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 80 characters or less')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Aisyah binti Rahman');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toMatchObject({ displayName: 'Aisyah binti Rahman', role: 'user' });
  });
});
