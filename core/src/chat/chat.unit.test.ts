import type { ChatAnswer } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import { chatAnswered } from './chat.ts';

const answer: ChatAnswer = {
  id: 'a1',
  response: 'Take the Kelana Jaya Line from KL Sentral to KLCC.',
  answer: 'Take the Kelana Jaya Line from KL Sentral to KLCC.',
  message: 'Take the Kelana Jaya Line from KL Sentral to KLCC.',
  language: 'en',
  intent: 'route',
  entities: {
    places: [
      { name: 'KL Sentral', id: 'p1', lat: 3.134, lng: 101.686, role: 'origin', text: 'kl sentral' },
      { name: 'KLCC', lat: 3.158, lng: 101.712, role: 'destination', text: 'my office near klcc' },
    ],
    mode: 'transit',
    time: { iso: '2026-11-25T09:00:00+08:00', text: 'tomorrow 9am' },
  },
  cards: [
    { type: 'route', data: {} },
    { type: 'map', data: {} },
  ],
  sources: [
    { name: 'Rapid KL GTFS', kind: 'dataset', asOf: '2025-06-01' },
    { name: 'Rapid KL GTFS', kind: 'dataset', asOf: '2025-06-01' },
  ],
  suggestions: ['What about tomorrow?'],
  followUp: { kind: 'location', question: 'May I use your location?' },
  latencyMs: 41.7,
  createdAt: '2026-11-24T09:00:00.000Z',
};

describe('chatAnswered', () => {
  it('keeps what was understood and used, and none of the words the user or the assistant wrote', () => {
    const event = chatAnswered(answer, { channel: 'socket', audience: 'user' });
    expect(event).toEqual({
      type: 'my.pintar.chat.chat-answered.v1',
      subject: 'a1',
      data: {
        answerId: 'a1',
        intent: 'route',
        language: 'en',
        cards: ['route', 'map'],
        latencyMs: 42,
        sources: ['Rapid KL GTFS'],
        entities: {
          places: [
            { name: 'KL Sentral', id: 'p1', role: 'origin' },
            { name: 'KLCC', role: 'destination' },
          ],
          mode: 'transit',
        },
        channel: 'socket',
        audience: 'user',
        followUp: 'location',
      },
    });
    const text = JSON.stringify(event);
    expect(text).not.toContain('my office');
    expect(text).not.toContain('Kelana Jaya Line from');
    expect(text).not.toContain('tomorrow 9am');
  });
});
