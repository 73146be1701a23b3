import type { ChatCard as ChatCardData } from '@pintar/contracts/chat';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ChatCard, LoadingCard } from './chat-card';

describe('a card in the chat', () => {
  it('shows the card for its type once its view has loaded', async () => {
    const card: ChatCardData = { type: 'itinerary', data: { activities: [{ name: 'KLCC Park' }] } };
    await renderPage(<ChatCard card={card} />);
    expect(await screen.findByRole('region', { name: 'Itinerary' })).toHaveTextContent('KLCC Park');
  });

  it('shows a tool’s failure with its own message', async () => {
    const card: ChatCardData = {
      type: 'weather',
      data: { error: { message: 'Weather Service Unavailable' } },
    };
    await renderPage(<ChatCard card={card} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Weather Service Unavailable');
  });

  it('while looking something up, names the card it is loading, in the reader’s language', async () => {
    await renderPage(<LoadingCard type="weather" />, { language: 'ms' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuatkan cuaca...');
  });
});
