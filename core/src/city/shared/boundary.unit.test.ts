import { describe, expect, it } from 'vitest';
import { malaysiaBoundary } from './boundary.ts';
import { checkPoint } from './coords.ts';

const outside: [string, number, number][] = [
  ['Singapore, Orchard Road', 1.3048, 103.8318],
  ['Singapore, Woodlands checkpoint', 1.445, 103.769],
  ['Singapore, Changi', 1.3644, 103.9915],
  ['Brunei, Bandar Seri Begawan', 4.8903, 114.9401],
  ['Thailand, Hat Yai', 7.0086, 100.4747],
  ['Thailand, Sadao', 6.639, 100.423],
  ['Indonesia, Batam', 1.08, 104.03],
  ['Indonesia, Nunukan', 4.1411, 117.6497],
  ['the Strait of Malacca', 3.0, 100.8],
  ['the South China Sea', 5.0, 106.0],
];

const inside: [string, number, number][] = [
  ['Labuan', 5.2831, 115.2308],
  ['Langkawi, Kuah (190 m past the simplified coast)', 6.3163, 99.8467],
  ['Sabah, Kota Kinabalu', 5.9804, 116.0735],
  ['Sabah, Tawau', 4.2448, 117.8912],
  ['Sarawak, Kuching', 1.5535, 110.3593],
  ['Sarawak, Miri', 4.3995, 113.9914],
  ['Johor Bahru, by the Causeway', 1.4634, 103.7641],
  ['Perlis, Padang Besar', 6.6606, 100.3217],
  ['Kuala Lumpur, KL Sentral', 3.1343, 101.6866],
  ['Putrajaya', 2.9264, 101.6964],
  ['Penang, George Town', 5.4141, 100.3288],
];

describe('Malaysia boundary', () => {
  it.each(outside)('%s is outside', (_name, lat, lng) => {
    expect(malaysiaBoundary().contains(lat, lng)).toBe(false);
  });

  it.each(inside)('%s is inside', (_name, lat, lng) => {
    expect(malaysiaBoundary().contains(lat, lng)).toBe(true);
  });

  it('rejects points in Singapore and the sea as outside-malaysia, with the spec message', () => {
    expect(() => checkPoint(1.3048, 103.8318)).toThrow(
      /^Invalid coordinates provided: .* is outside Malaysia/,
    );
    expect(() => checkPoint('3.0', '100.8')).toThrow(
      expect.objectContaining({ code: 'outside-malaysia', status: 400 }),
    );
    expect(checkPoint('5.2831', '115.2308')).toEqual({ lat: 5.2831, lng: 115.2308 });
  });
});
