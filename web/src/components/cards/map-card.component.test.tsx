import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { MapCard } from './map-card';

const loaded = { state: 'loaded' } as const;

// The assistant's map of an answer: the reader's shared location (no name) and KLCC.
const points = {
  points: [
    { name: '', lat: 3.13365, lng: 101.68556, role: 'origin' },
    { name: 'KLCC', lat: 3.158, lng: 101.712, role: 'destination' },
  ],
};

describe('the map card', () => {
  it('names its places, the shared location as "your location", and draws the map', async () => {
    await renderPage(<MapCard data={points} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Map' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['your location', 'KLCC']);
    expect(await within(card).findByRole('region', { name: 'Map of the route' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('3.13365');
  });

  it('reads in Malay', async () => {
    await renderPage(<MapCard data={points} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Peta' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('lokasi anda');
  });

  it('shows the card error when no point has a usable position', async () => {
    await renderPage(<MapCard data={{ points: [{ name: 'Nowhere', lat: 200, lng: 0 }] }} status={loaded} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This card could not be shown.');
    expect(screen.queryByText('Nowhere')).not.toBeInTheDocument();
  });
});
