import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import type { RouteCardData } from './card-types';
import { RouteCard } from './route-card';

// A drive from Cyberjaya to KLCC with two alternatives, as the route service sends it
// (contract: RoutePreview; distance and duration as { value, text }).
const drive: RouteCardData = {
  mode: 'driving',
  origin: { lat: 2.9213, lng: 101.6559, name: 'Cyberjaya' },
  destination: { lat: 3.1579, lng: 101.7116, name: 'KLCC' },
  bestRoute: {
    summary: 'via MEX Highway',
    distance: { value: 36100, text: '36.1 km' },
    duration: { value: 2520, text: '42 min' },
    durationInTraffic: { value: 3240, text: '54 min' },
  },
  alternatives: [
    {
      summary: 'via Maju Expressway and Jalan Tun Razak',
      distance: { value: 38400, text: '38.4 km' },
      duration: { value: 2880, text: '48 min' },
    },
    {
      summary: 'via ELITE and Federal Highway',
      distance: { value: 44000, text: '44.0 km' },
      duration: { value: 3060, text: '51 min' },
    },
  ],
  insights: [{ type: 'warning', message: 'Expect slow traffic near Jalan Tun Razak' }],
  links: {
    googleMaps: 'https://www.google.com/maps/dir/?api=1&origin=2.9213,101.6559&destination=3.1579,101.7116',
    streetViewOrigin: 'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=2.9213,101.6559',
    streetViewDest: 'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=3.1579,101.7116',
    embed: null,
    staticMap: null,
  },
  apiSource: 'osrm',
};

const stop = (name: string, lat: number) => ({ stopId: `rapid-rail-kl:${name}`, name, lat, lng: 101.7 });

// A timetable journey from the reader's location to Bukit Bintang (contract: TransitRoutePreview).
const train: RouteCardData = {
  mode: 'transit',
  origin: { lat: 3.13365, lng: 101.68556, name: '' },
  destination: { lat: 3.1466, lng: 101.7113, name: 'Bukit Bintang' },
  bestRoute: {
    summary: 'MRT Kajang Line',
    departure: '2026-12-01T13:04:27+08:00',
    arrival: '2026-12-01T13:22:43+08:00',
    transfers: 0,
    fare: { amount: 1.6, currency: 'MYR', note: 'adult one-way fare' },
    legs: [
      {
        kind: 'walk',
        from: { name: '3.13365,101.68556', lat: 3.13365, lng: 101.68556 },
        to: stop('MUZIUM NEGARA', 3.137),
        departure: '2026-12-01T13:04:27+08:00',
        arrival: '2026-12-01T13:12:00+08:00',
        meters: 600,
        seconds: 453,
      },
      {
        kind: 'rail',
        line: 'MRT Kajang Line',
        lineColor: '00A651',
        headsign: 'Kajang',
        from: stop('MUZIUM NEGARA', 3.137),
        to: stop('BUKIT BINTANG', 3.146),
        departure: '2026-12-01T13:12:00+08:00',
        arrival: '2026-12-01T13:21:00+08:00',
        stops: 4,
      },
    ],
  },
  alternatives: [],
  insights: [{ type: 'success', message: 'No change of train or bus needed.' }],
  apiSource: 'timetable',
  timetable: 'timetable as of 2025-10-04 (rapid-bus-kl, rapid-rail-kl)',
};

const loaded = { state: 'loaded' } as const;

describe('the route card', () => {
  it('shows the best route, two alternatives, the insight and the map links', async () => {
    await renderPage(<RouteCard data={drive} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Route · Driving' });
    expect(card).toHaveTextContent('via MEX Highway36.1 km · 42 min');
    const alternatives = within(card).getByText('Alternatives').parentElement!;
    expect(alternatives).toHaveTextContent('via Maju Expressway and Jalan Tun Razak38.4 km · 48 min');
    expect(alternatives).toHaveTextContent('via ELITE and Federal Highway44.0 km · 51 min');
    expect(within(card).getByRole('list', { name: 'Insights' })).toHaveTextContent(
      'Expect slow traffic near Jalan Tun Razak',
    );
    expect(within(card).getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
      'href',
      drive.links && (drive.links as { googleMaps: string }).googleMaps,
    );
    expect(within(card).getByRole('link', { name: 'Street View: start' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(card).getByRole('link', { name: 'Street View: destination' })).toBeVisible();
    expect(card).toHaveTextContent('Source: OSRM');
    expect(await within(card).findByRole('region', { name: 'Map of the route' })).toBeInTheDocument();
  });

  it('shows a timetable journey leg by leg, with the fare and no coordinates', async () => {
    await renderPage(<RouteCard data={train} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Route · Transit' });
    const journey = within(card).getByTestId('transit-journey');
    expect(within(journey).getByTestId('journey-times')).toHaveTextContent(
      /^Departs .* · Arrives .* · 0 transfers$/,
    );
    const legs = within(journey).getAllByRole('listitem');
    expect(legs[0]).toHaveTextContent(/^Walk 8 min.*your location → .*MUZIUM NEGARA$/);
    expect(legs[1]).toHaveTextContent(
      /^MRT Kajang Line → Kajang.*MUZIUM NEGARA → .*BUKIT BINTANG · 4 stops$/,
    );
    expect(journey).toHaveTextContent('Fare: RM 1.60');
    expect(card).toHaveTextContent('No change of train or bus needed.');
    expect(card).toHaveTextContent('Source: published timetable');
    expect(card).not.toHaveTextContent('3.13365');
  });

  it('reads in Malay', async () => {
    await renderPage(<RouteCard data={train} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Laluan · Transit' });
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(/^Berjalan 8 min.*lokasi anda/);
    expect(card).toHaveTextContent('Tambang: RM 1.60');
    expect(card).toHaveTextContent('Tidak perlu menukar kereta api atau bas.');
    expect(card).toHaveTextContent('Sumber: jadual waktu yang diterbitkan');
  });

  it('warns when the route is only a straight-line estimate', async () => {
    await renderPage(<RouteCard data={{ ...drive, apiSource: 'estimate' }} status={loaded} />);
    expect(screen.getByText('Estimated from straight-line distance')).toBeVisible();
  });
});
