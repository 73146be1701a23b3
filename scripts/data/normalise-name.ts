// The key two place names must share to count as the same place: case, Latin diacritics and
// punctuation differ between sources ("Klinik Pergigian Dr. Lim" vs "KLINIK PERGIGIAN DR LIM").
// Only Latin accents are folded: the vowel signs of Tamil or Devanagari are part of the word.
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/**
 * A station's name without its line codes and spaces: OSM writes "KJ30 SS18" and
 * "AG7 SP7 KJ13 Masjid Jamek" where the operator's GTFS feed writes "SS 18" and "MASJID JAMEK".
 */
export function stationKey(name: string): string {
  return normaliseName(name)
    .replace(/^(?:[a-z]{1,3}\d{1,3}[a-z]?\s+)+/, '')
    .replace(/\s+/g, '');
}
