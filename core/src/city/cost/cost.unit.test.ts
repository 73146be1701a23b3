import { describe, expect, it } from 'vitest';
import { DataGovMyFuelPrices, shippedFuelPrices } from './fuel.ts';
import { loadParkingRules, parkingCharge } from './parking.ts';
import { loadTollTable, tollsOnRoute } from './tolls.ts';
import { costOfTrip } from './trip.ts';
import { sendJson, startStandIn } from '../testing/standIn.ts';

const fuel = shippedFuelPrices();
const tolls = loadTollTable();
const parking = loadParkingRules();
const deps = { fuel, tolls, parking };

describe('fuel prices', () => {
  it('takes the latest weekly level of the shipped data.gov.my series', () => {
    expect(fuel).toMatchObject({
      date: '2026-04-09',
      ron95: 4.27,
      ron95Budi95: 1.99,
      ron97: 5.35,
      diesel: 6.72,
    });
  });

  it('reads the live dataset through the data catalogue API', async () => {
    const standIn = await startStandIn((_url, _req, res) =>
      sendJson(res, [
        { series_type: 'change_weekly', date: '2026-11-19', ron95: 0, ron97: 0.1, diesel: 0 },
        {
          series_type: 'level',
          date: '2026-11-19',
          ron95: 2.6,
          ron97: 3.2,
          diesel: 2.9,
          diesel_eastmsia: 2.15,
        },
      ]),
    );
    try {
      const live = await new DataGovMyFuelPrices({ baseUrl: standIn.url, timeoutMs: 1000 }).latest();
      expect(standIn.requests[0]!.searchParams.get('id')).toBe('fuelprice');
      // This answer has no BUDI95 column: no price is assumed for it.
      expect(live).toMatchObject({ date: '2026-11-19', ron95: 2.6, ron95Budi95: null, diesel: 2.9 });
    } finally {
      await standIn.close();
    }
  });
});

describe('tolls', () => {
  it('match a listed highway by name or route number, at its lowest listed plaza rate', () => {
    expect(tollsOnRoute(tolls, ['Jalan Tun Razak', 'E20'])).toMatchObject([
      { highway: 'Kuala Lumpur-Putrajaya Expressway (MEX)', amount: 2, asOf: '2015-10-15' },
    ]);
    expect(tollsOnRoute(tolls, ['Lebuhraya Damansara-Puchong'])[0]).toMatchObject({ amount: 2.1 });
  });

  it('are not matched on roads that only look alike', () => {
    expect(tollsOnRoute(tolls, ['Jalan Mexico', 'Dash Street', 'Jalan Ampang'])).toEqual([]);
  });
});

describe('parking', () => {
  it('charges DBKL Zone A RM1.50 then RM2.50 an hour within 07:30–18:00 Monday to Saturday', () => {
    // 2026-11-24 is a Tuesday; 10:00 Malaysian time.
    expect(
      parkingCharge(parking, { zone: 'kl-zone-a', start: '2026-11-24T02:00:00Z', hours: 3 }),
    ).toMatchObject({ amount: 6.5, chargedHours: 3 });
    // 17:00 for 3 hours: only the hour before 18:00 is charged.
    expect(
      parkingCharge(parking, { zone: 'kl-zone-a', start: '2026-11-24T09:00:00Z', hours: 3 }),
    ).toMatchObject({ amount: 1.5, chargedHours: 1 });
  });

  it('is free on Sundays and on Kuala Lumpur public holidays', () => {
    expect(
      parkingCharge(parking, { zone: 'kl-zone-b', start: '2026-11-22T02:00:00Z', hours: 2 }),
    ).toMatchObject({ amount: 0, details: 'Free on Sundays' });
    // Deepavali, Monday 2026-11-09 in the shipped calendar.
    expect(
      parkingCharge(parking, { zone: 'kl-zone-b', start: '2026-11-09T02:00:00Z', hours: 2 }).details,
    ).toBe('Free on public holidays (2026-11-09)');
  });

  it('caps Putrajaya Presint 2 at RM4 a day', () => {
    expect(
      parkingCharge(parking, { zone: 'putrajaya-presint-2', start: '2026-11-24T00:30:00Z', hours: 9 }).amount,
    ).toBe(4);
  });
});

describe('trip cost', () => {
  it('adds fuel, listed tolls and parking, each with source and date, and names the emission factor', () => {
    const cost = costOfTrip(deps, {
      mode: 'driving',
      distanceMeters: 30_000,
      roads: ['Maju Expressway'],
      parking: { zone: 'kl-zone-c', start: '2026-11-24T02:00:00Z', hours: 2 },
    });
    expect(cost.parts.map((p) => [p.kind, p.amount])).toEqual([
      ['fuel', 8.97],
      ['tolls', 2],
      ['parking', 1.6],
    ]);
    expect(cost.parts[0]).toMatchObject({
      label: 'Fuel (RON95, unsubsidised at RM4.27/L, price of 2026-04-09)',
      asOf: '2026-04-09',
      details:
        '2.1 L for 30.0 km at 7 L/100 km (Petrol car (compact/sedan)); at the BUDI95 price for Malaysian citizens (RM1.99/L): RM4.18',
    });
    expect(cost.parts[1]!.label).toBe(
      'Kuala Lumpur-Putrajaya Expressway (MEX) Salak Selatan, toll as of 2015',
    );
    expect(cost.total).toBe(12.57);
    expect(cost.fuelPrices).toEqual([
      {
        kind: 'ron95',
        label: 'RON95, unsubsidised',
        perLitre: 4.27,
        amount: 8.97,
        asOf: '2026-04-09',
        inTotal: true,
      },
      {
        kind: 'ron95-budi95',
        label: 'RON95 at the BUDI95 price (Malaysian citizens)',
        perLitre: 1.99,
        amount: 4.18,
        asOf: '2026-04-09',
        inTotal: false,
      },
    ]);
    // The same trip with the fuel at the BUDI95 price: 12.57 − 8.97 + 4.18.
    expect(cost.totalAtBudi95).toBe(7.78);
    expect(cost.carbon).toEqual({
      kgCo2: 4.94,
      emissionFactor: 'US EPA: 8,887 g CO2 per US gallon of petrol (2.35 kg/L)',
      note: '2.1 L burnt',
    });
  });

  it('says tolls and parking are not included rather than guessing', () => {
    const cost = costOfTrip(deps, { mode: 'driving', distanceMeters: 10_000, vehicle: 'diesel' });
    expect(cost.parts.map((p) => [p.label, p.amount])).toEqual([
      ['Fuel (diesel at RM6.72/L, price of 2026-04-09)', 6.05],
      ['Tolls not included', null],
      ['Parking not included', null],
    ]);
    expect(cost.breakdown).toEqual({ fuel: 6.05, tolls: null, parking: null, transport: null });
    // BUDI95 is a RON95 subsidy: a diesel trip has no second price.
    expect(cost.fuelPrices.map((p) => p.kind)).toEqual(['diesel']);
    expect(cost.totalAtBudi95).toBeNull();
  });

  it('prices transit by the planner fare only, and walking at nothing', () => {
    const transit = costOfTrip(deps, {
      mode: 'transit',
      distanceMeters: 10_000,
      transitFare: { amount: 3.2, source: 'Rapid KL fares', asOf: '2026-01-01' },
    });
    expect(transit.parts).toHaveLength(1);
    expect(transit.total).toBe(3.2);
    expect(transit.fuelPrices).toEqual([]);
    expect(transit.totalAtBudi95).toBeNull();
    expect(costOfTrip(deps, { mode: 'walking', distanceMeters: 1000 }).total).toBe(0);
  });

  it('refuses impossible distances and unknown vehicles', () => {
    expect(() => costOfTrip(deps, { mode: 'driving', distanceMeters: -1 })).toThrow(
      'Distance must be from 0 to 5,000 km',
    );
    expect(() => costOfTrip(deps, { mode: 'driving', distanceMeters: 1, vehicle: 'tank' as never })).toThrow(
      'Vehicle must be one of car, suv, motorcycle, diesel',
    );
  });
});
