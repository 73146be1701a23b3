import { describe, expect, it } from 'vitest';
import { districtLocator } from './districts.ts';

describe('the district of a point (geoBoundaries ADM2)', () => {
  it.each([
    // Cyberjaya is a town of Sepang, not a district; the nearest place used to leave this empty.
    ['Cyberjaya (Hospital Cyberjaya)', 2.9226, 101.6608, 'Sepang', 'Selangor'],
    ['Kajang (KTM station)', 2.9833, 101.7906, 'Hulu Langat', 'Selangor'],
    ['Shah Alam', 3.08507, 101.53281, 'Petaling', 'Selangor'],
    ['Putrajaya, inside the Sepang polygon', 2.9264, 101.6964, 'Putrajaya', 'Putrajaya'],
    ['KLCC', 3.1579, 101.7116, 'Kuala Lumpur', 'Kuala Lumpur'],
    ['Johor Bahru (Hospital Sultanah Aminah)', 1.4587, 103.7459, 'Johor Bahru', 'Johor'],
    ['Kulai, under its current name', 1.6561, 103.6032, 'Kulai', 'Johor'],
    ['Kota Kinabalu', 5.9749, 116.0724, 'Kota Kinabalu', 'Sabah'],
  ])('%s is in %s, %s', (_, lat, lng, district, state) => {
    expect(districtLocator().locate(lat, lng)).toEqual({ district, state });
  });

  it('names nothing far out at sea', () => {
    expect(districtLocator().locate(4.5, 105.5)).toEqual({ district: null, state: null });
  });
});
