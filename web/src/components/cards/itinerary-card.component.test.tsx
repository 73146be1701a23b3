import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ItineraryCard } from './itinerary-card';

const loaded = { state: 'loaded' } as const;

// A half day in Kuala Lumpur as the assistant plans it: stops in order with the travel between.
const halfDay = {
  activities: [
    {
      name: 'Petronas Twin Towers',
      description: 'Skybridge and observation deck',
      duration: { value: 5400, text: '1 h 30 min' },
      rating: 4.7,
    },
    {
      name: 'KLCC Park',
      description: 'Walk by the lake',
      duration: { value: 2700, text: '45 min' },
      travelMinutes: 5,
    },
    { name: 'Bukit Bintang', description: 'Lunch on Jalan Alor', travelMinutes: 15 },
  ],
};

describe('the itinerary card', () => {
  it('lists the stops in order with what to do, how long and the travel between them', async () => {
    await renderPage(<ItineraryCard data={halfDay} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Itinerary' });
    const stops = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(stops.map((stop) => stop.textContent)).toEqual([
      'Petronas Twin TowersSkybridge and observation deck · 1 h 30 min · ★ 4.7',
      'KLCC ParkWalk by the lake · 45 min' + 'Travel 5 min',
      'Bukit BintangLunch on Jalan Alor' + 'Travel 15 min',
    ]);
  });

  it('uses the title it was given', async () => {
    await renderPage(<ItineraryCard data={{ ...halfDay, title: 'A morning in KLCC' }} status={loaded} />);
    expect(screen.getByRole('heading', { name: 'A morning in KLCC' })).toBeVisible();
  });

  it('reads in Malay', async () => {
    await renderPage(<ItineraryCard data={halfDay} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Jadual perjalanan' });
    expect(card).toHaveTextContent('Perjalanan 5 min');
  });
});
