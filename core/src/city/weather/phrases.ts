// MET Malaysia forecasts are Malay phrases; these are their English words. Unknown phrases are
// shown as they came, never guessed.
const PHRASES: Record<string, string> = {
  'tiada hujan': 'No rain',
  cerah: 'Fair',
  berawan: 'Cloudy',
  berjerebu: 'Hazy',
  'hujan di satu dua tempat': 'Rain in isolated places',
  'hujan di beberapa tempat': 'Rain in several places',
  'hujan di kebanyakan tempat': 'Rain in most places',
  'hujan menyeluruh': 'Widespread rain',
  hujan: 'Rain',
  'ribut petir di satu dua tempat': 'Thunderstorms in isolated places',
  'ribut petir di beberapa tempat': 'Thunderstorms in several places',
  'ribut petir di kebanyakan tempat': 'Thunderstorms in most places',
  'ribut petir menyeluruh': 'Widespread thunderstorms',
  'ribut petir': 'Thunderstorms',
};

const WHEN: Record<string, string> = {
  pagi: 'in the morning',
  petang: 'in the afternoon',
  malam: 'at night',
  'sepanjang hari': 'all day',
  'pagi dan petang': 'in the morning and afternoon',
  'petang dan malam': 'in the afternoon and evening',
  'pagi dan malam': 'in the morning and at night',
};

/** Every English phrase a MET forecast can be worded in (the answer templates translate each). */
export const ENGLISH_CONDITIONS = Object.values(PHRASES);

export const english = (malay: string): string => PHRASES[malay.trim().toLowerCase()] ?? malay.trim();
export const englishWhen = (malay: string): string => WHEN[malay.trim().toLowerCase()] ?? malay.trim();

export const isThunder = (malay: string) => /ribut petir/i.test(malay);
export const isRain = (malay: string) => /hujan/i.test(malay) && !/tiada hujan/i.test(malay);
export const isHaze = (malay: string) => /jerebu/i.test(malay);
