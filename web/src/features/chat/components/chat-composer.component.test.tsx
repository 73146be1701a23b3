import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
import { ChatComposer } from './chat-composer';

const question = 'How do I get from KL Sentral to KLCC?';

function setup(props: Partial<Parameters<typeof ChatComposer>[0]> = {}, language?: 'ms') {
  const onSend = vi.fn((_text: string) => true);
  const onStop = vi.fn();
  return {
    onSend,
    onStop,
    shown: renderPage(<ChatComposer pending={false} onSend={onSend} onStop={onStop} {...props} />, {
      language,
    }),
  };
}

describe('the chat composer', () => {
  it('keeps Send disabled until there is something to send, then sends with Enter and empties the box', async () => {
    const user = userEvent.setup();
    const { onSend, shown } = setup();
    await shown;
    const box = screen.getByRole('textbox', { name: 'Message Pintar Assistant' });
    expect(box).toHaveAttribute('placeholder', 'Ask about places, routes, weather or public transport...');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, question);
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(question);
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();
  });

  it('makes a new line with Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    const { onSend, shown } = setup();
    await shown;
    const box = screen.getByRole('textbox', { name: 'Message Pintar Assistant' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('keeps the text when the chat refuses it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => false);
    await renderPage(<ChatComposer pending={false} onSend={onSend} onStop={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Message Pintar Assistant' });
    await user.type(box, `${question}{Enter}`);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue(question);
  });

  it('shows Stop instead of Send while an answer is coming, and Stop stops it', async () => {
    const user = userEvent.setup();
    const { onStop, onSend, shown } = setup({ pending: true, initialText: question });
    await shown;
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('counts characters near the limit and cuts a paste at 1000 characters, saying so', async () => {
    const user = userEvent.setup();
    const { shown } = setup();
    await shown;
    const box = screen.getByRole('textbox', { name: 'Message Pintar Assistant' });
    expect(
      screen.getByText('Pintar Assistant can make mistakes. Check important information.'),
    ).toBeVisible();
    await user.click(box);
    await user.paste('a'.repeat(799));
    expect(screen.queryByText(/\/ 1000$/)).not.toBeInTheDocument();
    await user.paste('b');
    expect(screen.getByText('800 / 1000')).toBeVisible();
    await user.paste('c'.repeat(400));
    expect(box).toHaveValue(`${'a'.repeat(799)}b${'c'.repeat(200)}`);
    expect(screen.getByText('1000 / 1000')).toBeVisible();
    expect(screen.getByText('Your text was cut to 1000 characters.')).toBeVisible();
    expect(box).toHaveAccessibleDescription('Your text was cut to 1000 characters. 1000 / 1000');
  });

  it('is disabled when the chat cannot take a message', async () => {
    const { shown } = setup({ disabled: true, initialText: question });
    await shown;
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('shows the demo’s replacement for Send', async () => {
    const { shown } = setup({ sendReplacement: <a href="/signup">Sign Up</a> });
    await shown;
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('reads in Malay', async () => {
    const { shown } = setup({}, 'ms');
    await shown;
    expect(screen.getByRole('textbox', { name: 'Mesej kepada Pembantu Pintar' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hantar' })).toBeDisabled();
    expect(
      screen.getByText('Pembantu Pintar boleh membuat kesilapan. Semak maklumat penting.'),
    ).toBeVisible();
  });
});
