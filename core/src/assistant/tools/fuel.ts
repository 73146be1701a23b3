// The pump prices of the week (data.gov.my's fuelprice, shipped or live): RON95 at the BUDI95
// price and unsubsidised, RON97 and diesel, with the date they apply from.
import type { FuelPriceProvider } from '../../city/cost/fuel.ts';
import type { FuelTool } from './ports.ts';

const rm = (n: number) => `RM ${n.toFixed(2)}`;

export function fuelTool(provider: FuelPriceProvider): FuelTool {
  return {
    async prices(signal) {
      const p = await provider.latest(signal);
      const part = (label: string, amount: number) => ({
        kind: 'fuel',
        label,
        amount,
        source: p.source,
        asOf: p.date,
        details: 'per litre',
      });
      return {
        card: {
          type: 'costAnalysis',
          data: {
            currency: 'RM',
            kind: 'fuelPrices',
            date: p.date,
            parts: [
              ...(p.ron95Budi95 !== null ? [part('RON95 (BUDI95)', p.ron95Budi95)] : []),
              part(p.ron95Budi95 !== null ? 'RON95 (unsubsidised)' : 'RON95', p.ron95),
              part('RON97', p.ron97),
              part('Diesel (Peninsular)', p.diesel),
            ],
          },
        },
        sources: [{ name: p.source, kind: 'dataset', asOf: p.date }],
        facts: {
          // The grades' names carry figures, so they come with the prices, not from the templates.
          regularName: 'RON95',
          premiumName: 'RON97',
          budiName: 'BUDI95',
          date: p.date,
          regular: rm(p.ron95),
          ...(p.ron95Budi95 !== null ? { subsidised: rm(p.ron95Budi95) } : {}),
          premium: rm(p.ron97),
          diesel: rm(p.diesel),
        },
      };
    },
  };
}
