import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ChatHistoryEntry } from '../../../lib/chats/chat-record';
import { renderPage, signedIn } from '../../../test/render';
import { ChatSidebar } from './chat-sidebar';

const chat = (n: number, title: string, preview = ''): ChatHistoryEntry => ({
  id: `chat_${n}`,
  title,
  createdAt: `2026-11-${String(n).padStart(2, '0')}T02:00:00Z`,
  lastUpdated: `2026-11-${String(n).padStart(2, '0')}T02:05:00Z`,
  messageCount: 2,
  preview,
});
const chats = [
  chat(3, 'Weather in Cyberjaya', 'Thunderstorms in the afternoon'),
  chat(2, 'KL Sentral to KLCC', 'Take the LRT Kelana Jaya Line'),
  chat(1, 'Hospitals near Jalan Pahang'),
];

function handlers() {
  return {
    onNewChat: vi.fn(),
    onSearch: vi.fn(),
    onRename: vi.fn(),
    onDelete: vi.fn(),
    onToggleCollapsed: vi.fn(),
  };
}

describe('the chat sidebar', () => {
  it('lists recent chats with their previews, marks the open one, and links to all history', async () => {
    await renderPage(<ChatSidebar entries={chats} currentId="chat_2" collapsed={false} {...handlers()} />, {
      auth: signedIn('Aisyah Rahman'),
    });
    const nav = screen.getByRole('navigation', { name: 'Chats' });
    expect(within(nav).getByRole('heading', { name: 'Recent chats' })).toBeVisible();
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/chat/'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Weather in CyberjayaThunderstorms in the afternoon',
      'KL Sentral to KLCCTake the LRT Kelana Jaya Line',
      'Hospitals near Jalan Pahang',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'All chat history' })).toHaveAttribute(
      'href',
      '/chat-history',
    );
    expect(within(nav).getByRole('button', { name: /Aisyah Rahman/ })).toHaveTextContent('Free');
  });

  it('shows at most 15 chats', async () => {
    const many = Array.from({ length: 17 }, (_, i) => chat(i + 1, `Chat number ${i + 1}`));
    await renderPage(<ChatSidebar entries={many} collapsed={false} {...handlers()} />);
    expect(screen.getAllByTestId('chat-list-item')).toHaveLength(15);
    expect(screen.queryByText('Chat number 16')).not.toBeInTheDocument();
  });

  it('invites a first conversation when there is none', async () => {
    await renderPage(<ChatSidebar entries={[]} collapsed={false} {...handlers()} />);
    expect(screen.getByText('No chats yet. Start a conversation!')).toBeVisible();
    expect(screen.getByRole('button', { name: /Guest/ })).toBeVisible();
  });

  it('starts a new chat, searches and collapses on click', async () => {
    const user = userEvent.setup();
    const on = handlers();
    await renderPage(<ChatSidebar entries={chats} collapsed={false} {...on} />);
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await user.click(screen.getByRole('button', { name: 'Search chats' }));
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(on.onNewChat).toHaveBeenCalledTimes(1);
    expect(on.onSearch).toHaveBeenCalledTimes(1);
    expect(on.onToggleCollapsed).toHaveBeenCalledTimes(1);
  });

  it('renames a chat in place with Enter, and Escape leaves it as it was', async () => {
    const user = userEvent.setup();
    const on = handlers();
    await renderPage(<ChatSidebar entries={chats} collapsed={false} {...on} />);
    await user.click(screen.getByRole('button', { name: 'Rename: KL Sentral to KLCC' }));
    const title = screen.getByRole('textbox', { name: 'Chat title' });
    expect(title).toHaveValue('KL Sentral to KLCC');
    expect(title).toHaveAttribute('maxLength', '100');
    await user.clear(title);
    await user.type(title, 'Train to KLCC{Enter}');
    expect(on.onRename).toHaveBeenCalledWith('chat_2', 'Train to KLCC');

    await user.click(screen.getByRole('button', { name: 'Rename: Weather in Cyberjaya' }));
    await user.type(screen.getByRole('textbox', { name: 'Chat title' }), ' today{Escape}');
    expect(on.onRename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Chat title' })).not.toBeInTheDocument();
  });

  it('asks to delete the chat whose Delete was clicked', async () => {
    const user = userEvent.setup();
    const on = handlers();
    await renderPage(<ChatSidebar entries={chats} collapsed={false} {...on} />);
    await user.click(screen.getByRole('button', { name: 'Delete: Hospitals near Jalan Pahang' }));
    expect(on.onDelete).toHaveBeenCalledWith(chats[2]);
  });

  it('collapsed, keeps only named icon buttons and hides the list', async () => {
    await renderPage(<ChatSidebar entries={chats} collapsed {...handlers()} />, {
      auth: signedIn('Aisyah Rahman'),
    });
    expect(screen.getByRole('button', { name: 'New Chat' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Account menu: Aisyah Rahman (Free)' })).toBeVisible();
    expect(screen.queryByText('Weather in Cyberjaya')).not.toBeInTheDocument();
  });

  it('reads in Malay', async () => {
    await renderPage(<ChatSidebar entries={[]} collapsed={false} {...handlers()} />, { language: 'ms' });
    expect(screen.getByRole('navigation', { name: 'Sembang' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sembang Baharu' })).toBeVisible();
    expect(screen.getByText('Belum ada sembang. Mulakan perbualan!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Semua sejarah sembang' })).toBeVisible();
  });
});
