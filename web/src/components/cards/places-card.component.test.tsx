import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { PlacesCard } from './places-card';

const loaded = { state: 'loaded' } as const;

// Train stations near KLCC as the places search returns them (contract: Place; distance in metres).
const station = (name: string, distance_m: number, more: Record<string, unknown> = {}) => ({
  id: `osm:node/${name.length}${distance_m}`,
  name,
  vicinity: 'Jalan Ampang, Kuala Lumpur',
  distance_m,
  ...more,
});
const stations = {
  category: 'rail_station',
  places: [
    station('KLCC', 300, { rating: 4.5, openNow: true }),
    station('Ampang Park', 850, { openNow: false }),
    station('Kampung Baru', 1460),
    station('Dang Wangi', 1600, { source_name: 'OpenStreetMap; KTMB', source_date: '2012-05' }),
    station('Bukit Nanas', 1900),
    station('Raja Chulan', 2100),
  ],
  count: 6,
};

describe('the places card', () => {
  it('lists five places with their distance, rating and open state, and says how many there are', async () => {
    await renderPage(<PlacesCard data={stations} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Places · train station' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('KLCCJalan Ampang, Kuala Lumpur · 300 m · Rating 4.5 · Open now');
    expect(items[1]).toHaveTextContent('Ampang Park' + 'Jalan Ampang, Kuala Lumpur · 850 m · Closed');
    expect(items[2]).toHaveTextContent('Kampung BaruJalan Ampang, Kuala Lumpur · 1.5 km');
    expect(items[3]).toHaveTextContent('from OpenStreetMap, 2012: it may have closed');
    expect(card).not.toHaveTextContent('Raja Chulan');
    expect(card).toHaveTextContent('Showing 5 of 6');
  });

  it('offers no favourite star to a signed-out reader', async () => {
    await renderPage(<PlacesCard data={stations} status={loaded} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    await renderPage(<PlacesCard data={{ category: 'rail_station', places: [] }} status={loaded} />);
    expect(screen.getByText('No places found nearby')).toBeVisible();
  });

  it('reads in Malay', async () => {
    await renderPage(<PlacesCard data={stations} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Tempat · stesen kereta api' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Penilaian 4.5 · Buka sekarang');
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent('Tutup');
    expect(card).toHaveTextContent('Menunjukkan 5 daripada 6');
  });
});
