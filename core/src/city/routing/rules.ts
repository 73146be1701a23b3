// The route card's rules (docs/city.md "Routes"): traffic bands, '+N min traffic', difficulty and
// insights. Pure functions of a provider's route.
import type {
  Difficulty,
  Insight,
  Measure,
  ProviderRoute,
  RouteOption,
  TrafficLevel,
  TravelMode,
} from './types.ts';

/** The spec: a ratio over 1.3 is heavy traffic, over 1.1 moderate. */
export function trafficLevel(ratio: number | null): TrafficLevel {
  if (ratio === null) return 'unknown';
  if (ratio > 1.3) return 'heavy';
  if (ratio > 1.1) return 'moderate';
  return 'light';
}

/** The spec: a traffic delay over 5 minutes shows as '+N min traffic'. */
export function trafficNote(durationSeconds: number, trafficSeconds: number | null): string | null {
  if (trafficSeconds === null) return null;
  const minutes = Math.round((trafficSeconds - durationSeconds) / 60);
  return trafficSeconds - durationSeconds > 300 ? `+${minutes} min traffic` : null;
}

/** Distances where a trip stops being easy and becomes hard, by mode (km). */
const EFFORT_KM: Record<Exclude<TravelMode, 'driving' | 'transit'>, [number, number]> = {
  walking: [2, 5],
  bicycling: [10, 25],
};

/** Walking and cycling by distance; driving by traffic, then by length (over 2 hours is hard). */
export function difficulty(
  mode: TravelMode,
  distanceMeters: number,
  durationSeconds: number,
  level: TrafficLevel,
): Difficulty {
  if (mode === 'walking' || mode === 'bicycling') {
    const [moderate, hard] = EFFORT_KM[mode];
    const km = distanceMeters / 1000;
    return km > hard ? 'hard' : km > moderate ? 'moderate' : 'easy';
  }
  if (level === 'heavy' || durationSeconds > 7200) return 'hard';
  if (level === 'moderate' || durationSeconds > 3600) return 'moderate';
  return 'easy';
}

export function distanceMeasure(meters: number): Measure {
  const value = Math.round(meters);
  return { value, text: value < 1000 ? `${value} m` : `${(value / 1000).toFixed(1)} km` };
}

export function durationMeasure(seconds: number): Measure {
  const value = Math.round(seconds);
  const minutes = Math.max(1, Math.round(value / 60));
  const text = minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return { value, text };
}

export function routeOption(mode: TravelMode, route: ProviderRoute): RouteOption {
  const ratio =
    route.trafficDurationSeconds === null || route.durationSeconds <= 0
      ? null
      : Math.round((route.trafficDurationSeconds / route.durationSeconds) * 100) / 100;
  const level = trafficLevel(ratio);
  return {
    summary: route.summary,
    distance: distanceMeasure(route.distanceMeters),
    duration: durationMeasure(route.durationSeconds),
    trafficDuration:
      route.trafficDurationSeconds === null ? null : durationMeasure(route.trafficDurationSeconds),
    trafficRatio: ratio,
    trafficLevel: level,
    trafficNote: trafficNote(route.durationSeconds, route.trafficDurationSeconds),
    difficulty: {
      level: difficulty(
        mode,
        route.distanceMeters,
        route.trafficDurationSeconds ?? route.durationSeconds,
        level,
      ),
    },
    warnings: route.warnings,
    roads: route.roads,
  };
}

/** What the card says about the best route: traffic first, then alternatives and the source. */
export function insights(best: RouteOption, alternatives: RouteOption[], notes: Insight[]): Insight[] {
  const out: Insight[] = [];
  if (best.trafficLevel === 'heavy')
    out.push({
      type: 'warning',
      message: `Heavy traffic: ${best.trafficNote ?? 'expect delays'} on ${best.summary}`,
    });
  else if (best.trafficLevel === 'moderate')
    out.push({
      type: 'info',
      message: `Moderate traffic on ${best.summary}${best.trafficNote ? ` (${best.trafficNote})` : ''}`,
    });
  else if (best.trafficLevel === 'light')
    out.push({ type: 'success', message: `Traffic is light on ${best.summary}` });
  const faster = alternatives.find((alt) => effective(alt) < effective(best) - 60);
  if (faster)
    out.push({
      type: 'success',
      message: `${faster.summary} is ${Math.round((effective(best) - effective(faster)) / 60)} min faster right now`,
    });
  for (const warning of best.warnings) out.push({ type: 'warning', message: warning });
  return [...out, ...notes];
}

const effective = (r: RouteOption) => (r.trafficDuration ?? r.duration).value;
