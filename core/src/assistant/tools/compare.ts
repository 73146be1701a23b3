// "Cheaper by car or by train?": the trip's cost both ways, in one cost card.
import type { AssistantTools, Endpoint, ToolAnswer } from './ports.ts';

export async function compareCosts(
  tools: AssistantTools,
  ends: { origin: Endpoint; destination: Endpoint },
  signal: AbortSignal,
): Promise<ToolAnswer> {
  const [car, train] = await Promise.all([
    tools.cost!.trip({ ...ends, mode: 'driving' }, signal),
    tools.cost!.trip({ ...ends, mode: 'transit' }, signal),
  ]);
  const totalOf = (a: ToolAnswer) => Number((a.card.data as { total?: unknown }).total);
  const [carTotal, trainTotal] = [totalOf(car), totalOf(train)];
  const cheaper = carTotal === trainTotal ? 'same' : carTotal < trainTotal ? 'driving' : 'transit';
  return {
    card: {
      type: 'costAnalysis',
      data: {
        currency: 'RM',
        kind: 'comparison',
        cheaper,
        // The card's rows: one total per way of going; each way's own breakdown beside it.
        parts: [
          {
            kind: 'driving',
            label: 'By car',
            amount: carTotal,
            source: null,
            asOf: null,
            details: String(car.facts.distance ?? ''),
          },
          {
            kind: 'transit',
            label: 'By public transport',
            amount: trainTotal,
            source: null,
            asOf: null,
            details: String(train.facts.duration ?? ''),
          },
        ],
        driving: car.card.data,
        transit: train.card.data,
      },
    },
    sources: [...car.sources, ...train.sources],
    facts: {
      car: String(car.facts.total),
      train: String(train.facts.total),
      carDuration: String(car.facts.duration ?? ''),
      trainDuration: String(train.facts.duration ?? ''),
      cheaper,
    },
  };
}
