import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import type { EmergencyCardData } from './card-types';
import { EmergencyCard } from './emergency-card';

// The city service's emergency services near Jalan Pahang (contract: EmergencyServices).
const nearby: EmergencyCardData = {
  hospitals: [
    {
      id: 'moh:hkl',
      name: 'Hospital Kuala Lumpur',
      kind: 'hospital',
      address: 'Jalan Pahang',
      distance: 1200,
      duration: 300,
      phone: '03-2615 5555',
      emergencyDepartment: true,
    },
  ],
  clinics: [{ id: 'moh:kkkl', name: 'Klinik Kesihatan Kuala Lumpur', kind: 'clinic', distance: 900 }],
  emergencyNumbers: [
    { number: '999', service: 'Police, ambulance, fire', note: 'from any phone' },
    { number: '112', service: 'Emergency', note: 'from mobiles, also without credit; connects to 999' },
  ],
  police: { available: false, note: '' },
  fire: { available: false, note: '' },
  source: 'Ministry of Health Malaysia',
};

const loaded = { state: 'loaded' } as const;

describe('the emergency services card', () => {
  it('lists the nearest hospital first with its emergency department, distance and phone', async () => {
    await renderPage(<EmergencyCard data={nearby} status={loaded} />);
    const card = screen.getByRole('region', { name: 'Emergency services' });
    const items = within(card).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hospital Kuala Lumpur (hospital) · Emergency department');
    expect(items[0]).toHaveTextContent('Jalan Pahang · 1.2 km · 5 min');
    expect(within(items[0]!).getByRole('link', { name: '03-2615 5555' })).toHaveAttribute(
      'href',
      'tel:0326155555',
    );
    expect(items[1]).toHaveTextContent('Klinik Kesihatan Kuala Lumpur (clinic)');
    expect(card).toHaveTextContent('Source: Ministry of Health Malaysia');
  });

  it('offers the numbers it was sent as tap-to-call buttons, and says what it has no data for', async () => {
    await renderPage(<EmergencyCard data={nearby} status={loaded} />);
    expect(screen.getByRole('link', { name: 'Call 999' })).toHaveAttribute('href', 'tel:999');
    expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.queryByRole('link', { name: 'Call 994' })).not.toBeInTheDocument();
    expect(screen.getByText('Pintar has no police station data: call 999 for the police.')).toBeVisible();
    expect(
      screen.getByText('Pintar has no fire station data: call 994 or 999 for fire and rescue.'),
    ).toBeVisible();
  });

  it('falls back to 999, 994 and 112 when the data names no number', async () => {
    await renderPage(<EmergencyCard data={{ hospitals: nearby.hospitals }} status={loaded} />);
    expect(screen.getAllByRole('link', { name: /^Call/ }).map((link) => link.textContent)).toEqual([
      'Call 999',
      'Call 994',
      'Call 112',
    ]);
  });

  it('reads in Malay', async () => {
    await renderPage(<EmergencyCard data={nearby} status={loaded} />, { language: 'ms' });
    const card = screen.getByRole('region', { name: 'Perkhidmatan kecemasan' });
    expect(card).toHaveTextContent('Hospital Kuala Lumpur (hospital) · Jabatan kecemasan');
    expect(card).toHaveTextContent('Klinik Kesihatan Kuala Lumpur (klinik)');
    expect(screen.getByRole('link', { name: 'Hubungi 999' })).toBeVisible();
    expect(card).toHaveTextContent('Pintar tiada data balai polis: hubungi 999 untuk polis.');
  });
});
