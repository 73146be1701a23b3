// Trip cost in RM (docs/city.md "Trip cost"): at most 4 parts (fuel, tolls, parking, transit
// fare), each with its source and date, and a carbon estimate with its emission factor named.
import { CityInputError } from '../shared/errors.ts';
import type { FuelPrices } from './fuel.ts';
import { type ParkingRequest, parkingCharge, type loadParkingRules } from './parking.ts';
import { type TollTable, tollsOnRoute } from './tolls.ts';

/** Stated fuel use per vehicle class (Pintar's assumptions, litres per 100 km, mixed driving). */
export const VEHICLES = {
  car: { label: 'Petrol car (compact/sedan)', litresPer100Km: 7, fuel: 'ron95' },
  suv: { label: 'Petrol SUV or MPV', litresPer100Km: 9, fuel: 'ron95' },
  motorcycle: { label: 'Motorcycle', litresPer100Km: 2.5, fuel: 'ron95' },
  diesel: { label: 'Diesel pickup or van', litresPer100Km: 9, fuel: 'diesel' },
} as const;
export type VehicleClass = keyof typeof VEHICLES;

/** US EPA, "Greenhouse Gas Emissions from a Typical Passenger Vehicle": 8,887 g CO2 per gallon of petrol, 10,180 g per gallon of diesel. */
export const EMISSION_FACTORS = {
  ron95: { kgCo2PerLitre: 2.35, name: 'US EPA: 8,887 g CO2 per US gallon of petrol (2.35 kg/L)' },
  diesel: { kgCo2PerLitre: 2.69, name: 'US EPA: 10,180 g CO2 per US gallon of diesel (2.69 kg/L)' },
} as const;

export interface TransitFare {
  amount: number;
  source: string;
  asOf: string;
}

/** What the cost model needs; the assistant passes this directly. */
export interface TripCostInput {
  mode: 'driving' | 'walking' | 'bicycling' | 'transit';
  distanceMeters: number;
  /** Default car. */
  vehicle?: VehicleClass;
  /** Road names of the route (from the routing provider); empty means tolls are not known. */
  roads?: string[];
  parking?: ParkingRequest;
  /** From the transit planner, when it is loaded. */
  transitFare?: TransitFare | null;
}

export interface CostPart {
  kind: 'fuel' | 'tolls' | 'parking' | 'fare';
  label: string;
  /** RM; null when the part is not included (the label says why). */
  amount: number | null;
  source: string | null;
  asOf: string | null;
  details: string;
}

/** A pump price the trip's fuel was priced at, with what the fuel comes to at that price. */
export interface FuelPriceUsed {
  kind: 'ron95' | 'ron95-budi95' | 'diesel';
  label: string;
  perLitre: number;
  /** RM for this trip's litres. */
  amount: number;
  /** The week the price applies from (YYYY-MM-DD). */
  asOf: string;
  /** Whether `total` counts this price (the one anyone pays) rather than offering it beside. */
  inTotal: boolean;
}

export interface TripCost {
  currency: 'RM';
  mode: TripCostInput['mode'];
  distanceKm: number;
  vehicle: { class: VehicleClass; label: string; litresPer100Km: number } | null;
  total: number;
  /** Every pump price the fuel is shown at: the one in `total` first, then BUDI95 where it applies. */
  fuelPrices: FuelPriceUsed[];
  /** The total with the BUDI95 price for the fuel (Malaysian citizens); null where it does not apply. */
  totalAtBudi95: number | null;
  parts: CostPart[];
  breakdown: { fuel: number | null; tolls: number | null; parking: number | null; transport: number | null };
  carbon: { kgCo2: number | null; emissionFactor: string | null; note: string };
}

export interface CostDeps {
  fuel: FuelPrices;
  tolls: TollTable;
  parking: ReturnType<typeof loadParkingRules>;
}

const rm = (n: number) => Math.round(n * 100) / 100;

function drivingParts(deps: CostDeps, input: TripCostInput, vehicleClass: VehicleClass, km: number) {
  const vehicle = VEHICLES[vehicleClass];
  const litres = (km * vehicle.litresPer100Km) / 100;
  const prices = fuelPricesFor(deps.fuel, vehicle.fuel, litres);
  const [paid, budi95] = prices;
  const atBudi95 = budi95
    ? `; at the BUDI95 price for Malaysian citizens (RM${budi95.perLitre.toFixed(2)}/L): RM${budi95.amount.toFixed(2)}`
    : '';
  const parts: CostPart[] = [
    {
      kind: 'fuel',
      label: `Fuel (${paid!.label} at RM${paid!.perLitre.toFixed(2)}/L, price of ${deps.fuel.date})`,
      amount: paid!.amount,
      source: deps.fuel.source,
      asOf: deps.fuel.date,
      details: `${litres.toFixed(1)} L for ${km.toFixed(1)} km at ${vehicle.litresPer100Km} L/100 km (${vehicle.label})${atBudi95}`,
    },
  ];
  const tolls = tollsOnRoute(deps.tolls, input.roads ?? []);
  parts.push(
    tolls.length
      ? {
          kind: 'tolls',
          label: tolls.map((t) => `${t.highway} ${t.plaza}, toll as of ${t.asOf.slice(0, 4)}`).join('; '),
          amount: rm(tolls.reduce((n, t) => n + t.amount, 0)),
          source: tolls.map((t) => t.sourceUrl).join(' '),
          asOf: tolls.map((t) => t.asOf).sort()[0]!,
          details:
            'One listed plaza per highway the route names, Class 1 car; other plazas passed are not included',
        }
      : {
          kind: 'tolls',
          label: 'Tolls not included',
          amount: null,
          source: null,
          asOf: null,
          details: 'No listed toll plaza is known to be on this route',
        },
  );
  if (input.parking) {
    const charge = parkingCharge(deps.parking, input.parking);
    parts.push({
      kind: 'parking',
      label: charge.label,
      amount: charge.amount,
      source: charge.sourceUrl,
      asOf: charge.asOf,
      details: charge.details,
    });
  } else {
    parts.push({
      kind: 'parking',
      label: 'Parking not included',
      amount: null,
      source: null,
      asOf: null,
      details: 'No parking area with known rates was given',
    });
  }
  const factor = EMISSION_FACTORS[vehicle.fuel];
  const carbon = {
    kgCo2: rm(litres * factor.kgCo2PerLitre),
    emissionFactor: factor.name,
    note: `${litres.toFixed(1)} L burnt`,
  };
  return {
    parts,
    carbon,
    fuelPrices: prices,
    vehicle: { class: vehicleClass, label: vehicle.label, litresPer100Km: vehicle.litresPer100Km },
  };
}

/**
 * The pump prices a trip's fuel is shown at. RON95: the unsubsidised price, which anyone pays and
 * the total counts, and beside it the BUDI95 price Malaysian citizens pay within their monthly
 * quota, when the price series has one. Diesel: the Peninsular price only.
 */
function fuelPricesFor(fuel: FuelPrices, grade: 'ron95' | 'diesel', litres: number): FuelPriceUsed[] {
  const at = (kind: FuelPriceUsed['kind'], label: string, perLitre: number, inTotal: boolean) => ({
    kind,
    label,
    perLitre,
    amount: rm(litres * perLitre),
    asOf: fuel.date,
    inTotal,
  });
  if (grade === 'diesel') return [at('diesel', 'diesel', fuel.diesel, true)];
  const prices = [at('ron95', 'RON95, unsubsidised', fuel.ron95, true)];
  if (fuel.ron95Budi95 !== null)
    prices.push(
      at('ron95-budi95', 'RON95 at the BUDI95 price (Malaysian citizens)', fuel.ron95Budi95, false),
    );
  return prices;
}

function transitParts(input: TripCostInput) {
  const fare = input.transitFare;
  const part: CostPart = fare
    ? {
        kind: 'fare',
        label: 'Transit fare',
        amount: rm(fare.amount),
        source: fare.source,
        asOf: fare.asOf,
        details: 'From the transit planner',
      }
    : {
        kind: 'fare',
        label: 'Transit fare not included',
        amount: null,
        source: null,
        asOf: null,
        details: 'The transit planner gave no fare for this journey',
      };
  return {
    parts: [part],
    carbon: {
      kgCo2: null,
      emissionFactor: null,
      note: 'Not estimated: no per-passenger emission factor for Malaysian transit is shipped',
    },
  };
}

/** The trip's cost in RM; parts not known are listed as not included, never guessed. */
export function costOfTrip(deps: CostDeps, input: TripCostInput): TripCost {
  if (!(
    Number.isFinite(input.distanceMeters) &&
    input.distanceMeters >= 0 &&
    input.distanceMeters <= 5_000_000
  ))
    throw new CityInputError('Distance must be from 0 to 5,000 km', {
      errors: { distance: 'Distance must be from 0 to 5,000 km' },
    });
  const vehicleClass = input.vehicle ?? 'car';
  if (!(vehicleClass in VEHICLES))
    throw new CityInputError(`Vehicle must be one of ${Object.keys(VEHICLES).join(', ')}`, {
      errors: { vehicle: 'Unknown vehicle class' },
    });
  const km = input.distanceMeters / 1000;
  const base = { currency: 'RM' as const, mode: input.mode, distanceKm: Math.round(km * 10) / 10 };
  let result: {
    parts: CostPart[];
    carbon: TripCost['carbon'];
    vehicle?: TripCost['vehicle'];
    fuelPrices?: FuelPriceUsed[];
  };
  if (input.mode === 'driving') result = drivingParts(deps, input, vehicleClass, km);
  else if (input.mode === 'transit') result = transitParts(input);
  else
    result = {
      parts: [],
      carbon: { kgCo2: 0, emissionFactor: null, note: `No fuel is burnt ${input.mode}` },
    };
  const amountOf = (kind: CostPart['kind']) => result.parts.find((p) => p.kind === kind)?.amount ?? null;
  const total = rm(result.parts.reduce((n, p) => n + (p.amount ?? 0), 0));
  const fuelPrices = result.fuelPrices ?? [];
  const paid = fuelPrices.find((p) => p.inTotal);
  const budi95 = fuelPrices.find((p) => p.kind === 'ron95-budi95');
  return {
    ...base,
    vehicle: result.vehicle ?? null,
    total,
    fuelPrices,
    totalAtBudi95: paid && budi95 ? rm(total - paid.amount + budi95.amount) : null,
    parts: result.parts.slice(0, 4),
    breakdown: {
      fuel: amountOf('fuel'),
      tolls: amountOf('tolls'),
      parking: amountOf('parking'),
      transport: amountOf('fare'),
    },
    carbon: result.carbon,
  };
}
