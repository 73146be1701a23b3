import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import type { TransportCardData } from './card-types';
import { TransportCard } from './transport-card';

const TIMETABLE = 'timetable as of 2025-10-04 (rapid-bus-kl, rapid-rail-kl)';

// Lines near KLCC as the transit service reports them (contract: TransportInfo; delay in seconds).
const nearKlcc: TransportCardData = {
  currentStatus: [
    { mode: 'lrt', line: 'LRT Kelana Jaya Line', route: 'KJ', status: 'running', delay: null },
    { mode: 'mrt', line: 'MRT Kajang Line', route: 'KG', status: 'running', delay: 360 },
    {
      mode: 'monorail',
      line: 'KL Monorail',
      route: 'MR',
      status: 'no service now (next at 06:00)',
      delay: null,
    },
  ],
  serviceAlerts: [
    {
      line: 'KL Monorail',
      message: 'Trains every 15 minutes for track works',
      severity: 'warning',
      duration: 'until 30 Dec',
    },
  ],
  recommendations: ['Nearest station: KLCC (LRT Kelana Jaya Line), 120 m away.'],
  alternatives: [
    {
      mode: 'lrt',
      route: 'LRT Kelana Jaya Line',
      description: 'From KLCC, 120 m away',
      duration: 'next departure in 4 min',
      cost: '',
    },
  ],
  freshness: { timetable: TIMETABLE, liveNote: null },
};

const loaded = { state: 'loaded' } as const;

describe('the transport status card', () => {
  it('lists each line with its state or delay, the alerts and the next train', async () => {
    await renderPage(<TransportCard data={nearKlcc} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Transport status' });
    const lines = within(within(card).getByRole('list', { name: 'Lines' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'LRT Kelana Jaya LineRunning',
      'MRT Kajang Line6 min delay',
      'KL MonorailNo service now (next at 06:00)',
    ]);
    expect(card).toHaveTextContent(
      'Service alertsKL Monorail: Trains every 15 minutes for track works (until 30 Dec)',
    );
    expect(card).toHaveTextContent('LRT Kelana Jaya Line · From KLCC, 120 m away · Next departure in 4 min');
    expect(card).toHaveTextContent('Nearest station: KLCC (LRT Kelana Jaya Line), 120 m away.');
    expect(card).toHaveTextContent(/Timetable as of .*2025/);
    expect(card).not.toHaveTextContent('rapid-rail-kl');
  });

  it('says so when no line has an alert', async () => {
    await renderPage(<TransportCard data={{ ...nearKlcc, serviceAlerts: [] }} status={loaded} />);
    expect(screen.getByText('No service alerts')).toBeVisible();
  });

  it('reads in Malay', async () => {
    await renderPage(<TransportCard data={nearKlcc} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Status pengangkutan' });
    const lines = within(within(card).getByRole('list', { name: 'Laluan' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'LRT Kelana Jaya LineBeroperasi',
      'MRT Kajang LineLewat 6 min',
      'KL MonorailTiada perkhidmatan sekarang (seterusnya pada 06:00)',
    ]);
    expect(card).toHaveTextContent('Dari KLCC, 120 m dari sini · Berlepas seterusnya dalam 4 min');
    expect(card).toHaveTextContent('Makluman perkhidmatan');
  });
});
