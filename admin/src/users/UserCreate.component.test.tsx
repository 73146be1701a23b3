import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { UserCreate } from './UserCreate';

function openForm() {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 'u-farid', status: 'invited' },
  }));
  renderAdmin(<UserCreate />, {
    resource: 'users',
    path: '/users/create',
    dataProvider: { create } as never,
  });
  return { create, user: userEvent.setup({ delay: null }) };
}

describe('inviting a user', () => {
  it('says the e-mail address is required when Send invitation is pressed on the empty form', async () => {
    const { create, user } = openForm();
    expect(
      await screen.findByText('They receive an e-mail with a link to set their password.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses an address that is not one (the browser stops the form at the e-mail field)', async () => {
    const { create, user } = openForm();
    const address = await screen.findByRole('textbox', { name: /Email/ });
    await user.type(address, 'farid.pintar.my');
    expect(address).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the address and display name', async () => {
    const { create, user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'farid@pintar.my');
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Farid Hassan');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({
      email: 'farid@pintar.my',
      displayName: 'Farid Hassan',
    });
  });
});
