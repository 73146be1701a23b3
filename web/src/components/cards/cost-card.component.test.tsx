import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import type { CostCardData } from './card-types';
import { CostCard } from './cost-card';

// A 36 km drive from Cyberjaya to KLCC as the cost service prices it (contract: TripCost).
const drive: CostCardData = {
  currency: 'RM',
  distanceKm: 36,
  mode: 'driving',
  parts: [
    {
      kind: 'fuel',
      label: 'Fuel (RON95 at RM2.60/L)',
      amount: 6.55,
      details: '2.5 L for 36.0 km at 7 L/100 km (Petrol car (compact/sedan))',
      source: 'KPDN weekly fuel prices',
      asOf: '2026-11-26',
    },
    { kind: 'tolls', label: 'Tolls (MEX Highway)', amount: 4.1, details: 'Putrajaya plaza', source: 'LLM' },
    { kind: 'parking', label: 'Parking not included', amount: null, details: 'No parking rate is known' },
  ],
  total: 10.65,
  fuelPrices: [{ kind: 'ron95-budi95', perLitre: 1.99, asOf: '2026-11-26' }],
  totalAtBudi95: 9.12,
  carbon: { note: '2.5 L burnt: about 5.9 kg CO2', kgCo2: 5.9, emissionFactor: null },
};

const loaded = { state: 'loaded' } as const;

describe('the trip cost card', () => {
  it('shows each part in ringgit, a dash for an unknown amount, and the totals', async () => {
    await renderPage(<CostCard data={drive} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Cost analysis' });
    expect(card).toHaveTextContent(
      'Fuel (RON95 at RM2.60/L)2.5 L for 36.0 km at 7 L/100 km (Petrol car (compact/sedan))RM 6.55',
    );
    expect(card).toHaveTextContent('Tolls (MEX Highway)Putrajaya plazaRM 4.10');
    expect(card).toHaveTextContent('Parking not includedNo parking rate is known—');
    expect(card).toHaveTextContent('TotalRM 10.65');
    expect(card).toHaveTextContent(
      'Total at the BUDI95 price, RM 1.99/L (Malaysian citizens)Price of 2026-11-26RM 9.12',
    );
    expect(card).toHaveTextContent('2.5 L burnt: about 5.9 kg CO2');
    expect(card).toHaveTextContent('Source: KPDN weekly fuel prices, LLM');
  });

  it('names the parts in Malay and leaves out the service’s English sentences', async () => {
    await renderPage(<CostCard data={drive} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Analisis kos' });
    expect(card).toHaveTextContent('MinyakRM 6.55');
    expect(card).toHaveTextContent('TolRM 4.10');
    expect(card).toHaveTextContent('Letak kereta—');
    expect(card).toHaveTextContent('JumlahRM 10.65');
    expect(card).not.toHaveTextContent('Petrol car');
    expect(card).not.toHaveTextContent('burnt');
  });

  it('shows at most four parts', async () => {
    const many = {
      ...drive,
      parts: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ kind: 'fare', label: `Fare ${name}`, amount: 1 })),
    };
    await renderPage(<CostCard data={many} status={loaded} />);
    expect(screen.getByText('Fare D')).toBeVisible();
    expect(screen.queryByText('Fare E')).not.toBeInTheDocument();
  });
});
