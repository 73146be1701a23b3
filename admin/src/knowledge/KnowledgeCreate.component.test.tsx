import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { KnowledgeCreate } from './KnowledgeCreate';

const categories = [
  { id: 'transport', name: 'Transport' },
  { id: 'health', name: 'Health' },
];

function openForm() {
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
    data: { ...params.data, id: 'kb-touch-n-go' },
  }));
  const getList = vi.fn(async () => ({ data: categories, total: categories.length }));
  const getOne = vi.fn(async () => ({ data: { id: 'kb-touch-n-go' } }));
  const getMany = vi.fn(async () => ({ data: categories }));
  renderAdmin(<KnowledgeCreate />, {
    resource: 'knowledge',
    path: '/knowledge/create',
    dataProvider: { create, getList, getOne, getMany } as never,
  });
  return { create, user: userEvent.setup({ delay: null }) };
}

describe('creating a knowledge entry', () => {
  it('shows the server’s defaults', async () => {
    openForm();
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('spinbutton', { name: 'Priority' })).toHaveValue(5);
  });

  it('says what is missing or out of range, in the server’s words, and sends nothing', async () => {
    const { create, user } = openForm();
    const priority = await screen.findByRole('spinbutton', { name: 'Priority' });
    await user.clear(priority);
    await user.type(priority, '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Content is required')).toBeVisible();
    expect(screen.getByText('Priority must be between 1 and 10')).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('previews the Markdown as it is typed, without raw HTML', async () => {
    const { user } = openForm();
    const content = await screen.findByRole('textbox', { name: 'Content (Markdown)' });
    await user.click(content);
    await user.paste('## Paying fares\n\nTap your **Touch ’n Go** card.\n\n<img src=x onerror=alert(1)>');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await screen.findByRole('heading', { name: 'Paying fares' })).toBeVisible();
    expect(preview).toHaveTextContent('Tap your Touch ’n Go card.');
    expect(preview.querySelector('[onerror]')).toBeNull();
  });

  it('sends a complete entry', async () => {
    const { create, user } = openForm();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Paying fares with Touch ’n Go');
    await user.click(screen.getByRole('textbox', { name: 'Content (Markdown)' }));
    await user.paste('Tap your card at the gate.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({
      title: 'Paying fares with Touch ’n Go',
      content: 'Tap your card at the gate.',
      language: 'en',
      status: 'active',
      priority: 5,
    });
  });
});
