// Recommendations follow from the forecast by the rules in docs/city.md ("Weather
// recommendations"); each rule is one line here so the docs and the code stay in step.
import { isHaze, isRain, isThunder } from './phrases.ts';
import { isInterMonsoon, isNortheast, isSouthwest, NORTHEAST_EXPOSED, type Season } from './monsoon.ts';
import type { ForecastDay } from './types.ts';

export interface Recommendations {
  clothing: string[];
  transport: string[];
  activities: string[];
  healthAdvisory: string | null;
}

export function recommendFromForecast(day: ForecastDay): Recommendations {
  const r: Recommendations = { clothing: [], transport: [], activities: [], healthAdvisory: null };
  const parts = [day.morning, day.afternoon, day.night, day.summary];
  if (isThunder(day.afternoon)) {
    r.transport.push('Thunderstorms in the afternoon: take the train, and leave before 2 pm if you drive');
    r.activities.push('Plan outdoor activities for the morning; stay indoors during afternoon thunderstorms');
  }
  if (isThunder(day.night)) r.transport.push('Thunderstorms at night: allow extra time for the trip home');
  if (parts.some((p) => isRain(p) || isThunder(p))) r.clothing.push('Carry an umbrella or a raincoat');
  if (isThunder(day.morning))
    r.activities.push('Thunderstorms in the morning: start outdoor plans after they pass');
  if (parts.some(isHaze)) {
    r.healthAdvisory =
      'Haze forecast: limit outdoor exertion; children, older people and anyone with asthma or heart disease should stay indoors and check the air pollutant index (APIMS, DOE)';
    r.activities.push('Prefer indoor activities while it is hazy');
  }
  if (day.maxTemp !== null && day.maxTemp >= 33) {
    r.clothing.push('Light, loose clothing; drink water often');
    r.activities.push(`Up to ${day.maxTemp} °C forecast: avoid strenuous outdoor activity around midday`);
  }
  if (parts.every((p) => !isRain(p) && !isThunder(p) && !isHaze(p))) {
    r.clothing.push('Light clothing and sun protection');
    r.activities.push('No rain forecast: a good day to be outdoors');
  }
  return r;
}

/** Without a forecast: what the season typically brings, said as such. */
export function recommendFromSeason(season: Season, state: string | null): Recommendations {
  const r: Recommendations = {
    clothing: ['Carry an umbrella: showers are common in every season'],
    transport: [],
    activities: [],
    healthAdvisory: null,
  };
  if (isInterMonsoon(season)) {
    r.transport.push(
      'Afternoon thunderstorms are typical this season: the train avoids flooded roads, and leaving before 2 pm helps',
    );
    r.activities.push('Plan outdoor activities for the morning');
  }
  if (isNortheast(season) && state && NORTHEAST_EXPOSED.has(state)) {
    r.transport.push('Northeast monsoon: check road and flood warnings before travelling');
    r.activities.push('Beach and island trips on this coast are often suspended in this season');
  }
  if (isSouthwest(season))
    r.healthAdvisory =
      'Haze episodes are possible in this season: check the air pollutant index (APIMS, DOE) before outdoor exercise';
  return r;
}
