import { decideSubmitContactMessage, uuidv7 } from '@pintar/core';

/** The benches' event: a realistic, small contact message, made through the real decider. */
export function contactEvent(i: number) {
  const decision = decideSubmitContactMessage({
    type: 'SubmitContactMessage',
    data: {
      name: `Visitor ${i}`,
      email: `v${i}@example.my`,
      subject: `Trip ${i % 97}`,
      message: `From Cyberjaya to KLCC, run ${i}`,
    },
    metadata: { messageId: uuidv7(), clientHash: 'bench' },
  });
  if (!decision.ok) throw new Error('bad fixture');
  return decision.events;
}
