// The city services write some card text in English (MET forecast phrases, weather advice, timetable
// status). Each known sentence is a code here: the card shows the reader's wording from the locales
// (in English too, where the service's sentence names internals such as a setting). A sentence not
// listed is shown as sent.
import { useTranslation } from 'react-i18next';
import type { ChatStrings } from '../../i18n/locales/chat/en';

export type ServerTextKey = keyof ChatStrings['cards']['server'];

/** Fixed sentences, as the services send them. */
const EXACT: Record<string, ServerTextKey> = {
  'No rain': 'noRain',
  Fair: 'fair',
  Cloudy: 'cloudy',
  Hazy: 'hazy',
  'Rain in isolated places': 'rainIsolated',
  'Rain in several places': 'rainSeveral',
  'Rain in most places': 'rainMost',
  'Widespread rain': 'rainWidespread',
  Rain: 'rain',
  'Thunderstorms in isolated places': 'thunderIsolated',
  'Thunderstorms in several places': 'thunderSeveral',
  'Thunderstorms in most places': 'thunderMost',
  'Widespread thunderstorms': 'thunderWidespread',
  Thunderstorms: 'thunder',
  'No live forecast available': 'noForecast',
  'Thunderstorms in the afternoon: take the train, and leave before 2 pm if you drive':
    'afternoonStormTravel',
  'Plan outdoor activities for the morning; stay indoors during afternoon thunderstorms':
    'afternoonStormPlans',
  'Thunderstorms at night: allow extra time for the trip home': 'nightStorm',
  'Carry an umbrella or a raincoat': 'umbrella',
  'Thunderstorms in the morning: start outdoor plans after they pass': 'morningStorm',
  'Haze forecast: limit outdoor exertion; children, older people and anyone with asthma or heart disease should stay indoors and check the air pollutant index (APIMS, DOE)':
    'hazeAdvisory',
  'Prefer indoor activities while it is hazy': 'hazeIndoors',
  'Light, loose clothing; drink water often': 'hotClothing',
  'Light clothing and sun protection': 'sunClothing',
  'No rain forecast: a good day to be outdoors': 'dryDay',
  'Carry an umbrella: showers are common in every season': 'umbrellaSeason',
  'Afternoon thunderstorms are typical this season: the train avoids flooded roads, and leaving before 2 pm helps':
    'interMonsoonTravel',
  'Plan outdoor activities for the morning': 'morningPlans',
  'Northeast monsoon: check road and flood warnings before travelling': 'northeastTravel',
  'Beach and island trips on this coast are often suspended in this season': 'northeastBeach',
  'Haze episodes are possible in this season: check the air pollutant index (APIMS, DOE) before outdoor exercise':
    'hazeSeason',
  'No change of train or bus needed.': 'noChange',
  'No train or bus in the timetable connects these places at that time (within 4 transfers); try another time.':
    'noService',
  'Times are from the published timetable; live vehicle positions and delays are not enabled (GTFS_REALTIME=off).':
    'notLive',
  running: 'running',
  suspended: 'suspended',
  disrupted: 'disrupted',
  'no more service today': 'noMoreService',
  'Nothing nearby runs within the next hour by the timetable.': 'nothingSoon',
  'Some lines nearby have service alerts: check them before you travel.': 'alertsNearby',
  'from any phone': 'anyPhone',
  'from mobiles, also without credit; connects to 999': 'mobiles',
  'Pintar ships no police or fire station data yet (no openly licensed list with coordinates was found); call 999 for police or fire and rescue':
    'noPoliceFire',
};

/** Sentences with figures or names in them: the captured parts fill the translation's slots. */
const PATTERNS: Array<[RegExp, ServerTextKey, string[]]> = [
  [/^Up to (\S+) °C forecast: avoid strenuous outdoor activity around midday$/, 'hotDay', ['max']],
  [/^no service now \(next at (\d{2}:\d{2})\)$/, 'nextAt', ['time']],
  [/^From (.+), (\d+) m away$/, 'fromStop', ['stop', 'meters']],
  [/^No train station or bus stop within (\d+) m walking of the origin\.$/, 'tooFarFrom', ['meters']],
  [/^No train station or bus stop within (\d+) m walking of the destination\.$/, 'tooFarTo', ['meters']],
  [/^next departure in (\d+) min$/, 'nextIn', ['minutes']],
  [/^Nearest station: (.+) \((.+)\), (\d+) m away\.$/, 'nearestStation', ['stop', 'line', 'meters']],
  [
    /^No train station or bus stop within (\d+) m; widen the radius or take a taxi or e-hailing ride\.$/,
    'noStops',
    ['meters'],
  ],
];

/** The key and values of a known service sentence, or undefined. */
export function serverTextCode(
  text: string,
): { key: ServerTextKey; values: Record<string, string> } | undefined {
  const exact = EXACT[text.trim()];
  if (exact) return { key: exact, values: {} };
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(text.trim());
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/** Translates a service sentence into the reader's language; unknown ones come back as sent. */
export function useServerText() {
  const { t } = useTranslation();
  return (text: string | undefined): string | undefined => {
    if (text === undefined) return text;
    const code = serverTextCode(text);
    // The keys are checked above (ServerTextKey); the slots' names differ per sentence.
    const translate = t as unknown as (key: string, values: Record<string, string>) => string;
    return code ? translate(`cards.server.${code.key}`, code.values) : text;
  };
}
