import type { components } from '@pintar/contracts/openapi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import { WeatherCard } from './weather-card';

type WeatherInfo = components['schemas']['WeatherInfo'];

// A MET Malaysia forecast for Kuala Lumpur as the city service sends it (English phrases).
const forecast: Partial<WeatherInfo> = {
  location: 'Kuala Lumpur',
  temperature: { current: 31.6, min: 24, max: 33, unit: 'C' } as WeatherInfo['temperature'],
  conditions: 'Thunderstorms in isolated places',
  humidity: 78,
  morning: 'No rain',
  afternoon: 'Thunderstorms in several places',
  night: 'Fair',
  recommendations: {
    clothing: ['Carry an umbrella or a raincoat'],
    transport: ['Thunderstorms in the afternoon: take the train, and leave before 2 pm if you drive'],
    activities: ['Plan outdoor activities for the morning'],
  },
  healthAdvisory: null,
  fallback: false,
  source: 'MET Malaysia',
  lastUpdated: '2026-12-01T05:00:00Z',
};

const loaded = { state: 'loaded' } as const;

describe('the weather card', () => {
  it('shows the forecast, the day parts and the advice in English', async () => {
    await renderPage(<WeatherCard data={forecast} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Weather · Kuala Lumpur' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Weather · Kuala Lumpur');
    expect(within(card).getByLabelText('Now 31.6°C')).toHaveTextContent('32°C');
    expect(card).toHaveTextContent('Thunderstorms in isolated places');
    expect(card).toHaveTextContent('Low 24° · High 33° · Humidity 78%');
    expect(card).toHaveTextContent('MorningNo rain');
    expect(card).toHaveTextContent('AfternoonThunderstorms in several places');
    expect(card).toHaveTextContent('NightFair');
    expect(within(card).getByText('Clothing')).toBeVisible();
    expect(within(card).getByText('Carry an umbrella or a raincoat')).toBeVisible();
    expect(card).toHaveTextContent('Source: MET Malaysia');
    expect(within(card).queryByText(/forecast service unreachable/)).not.toBeInTheDocument();
  });

  it('reads the same forecast in Malay', async () => {
    await renderPage(<WeatherCard data={forecast} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Cuaca · Kuala Lumpur' });
    expect(card).toHaveTextContent('Ribut petir di satu dua tempat');
    expect(card).toHaveTextContent('Rendah 24° · Tinggi 33° · Kelembapan 78%');
    expect(card).toHaveTextContent('PagiTiada hujan');
    expect(within(card).getByText('Bawa payung atau baju hujan')).toBeVisible();
    expect(card).toHaveTextContent('Sumber: MET Malaysia');
    expect(card).not.toHaveTextContent('Thunderstorms');
  });

  it('says when it shows the month’s typical weather, with the health advisory', async () => {
    const typical: Partial<WeatherInfo> = {
      ...forecast,
      temperature: { current: null, min: null, max: null, unit: 'C' } as WeatherInfo['temperature'],
      conditions: 'No live forecast available',
      fallback: true,
      healthAdvisory:
        'Haze episodes are possible in this season: check the air pollutant index (APIMS, DOE) before outdoor exercise',
    };
    await renderPage(<WeatherCard data={typical} status={loaded} />);
    expect(screen.getByText('Typical weather for this month (forecast service unreachable)')).toBeVisible();
    expect(screen.queryByLabelText(/^Now/)).not.toBeInTheDocument();
    expect(screen.getByText(/Haze episodes are possible/)).toHaveTextContent(/^Health advisory:/);
  });

  it('shows the service’s error with Retry, which asks again', async () => {
    const retry = vi.fn();
    await renderPage(
      <WeatherCard
        data={{}}
        status={{ state: 'error', message: 'Weather Service Unavailable' }}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Weather Service Unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state that is announced as busy', async () => {
    await renderPage(<WeatherCard data={{}} status={{ state: 'loading', label: 'Loading weather...' }} />);
    expect(screen.getByRole('region', { name: 'Weather' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading weather...');
  });
});
