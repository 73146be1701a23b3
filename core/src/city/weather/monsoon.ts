// MET Malaysia's published monsoon calendar (met.gov.my, "Climate of Malaysia"), as words: no
// station climate normals are shipped, so the offline answer never gives a temperature.

export interface Season {
  name: string;
  pattern: string;
}

const NORTHEAST: Season = {
  name: 'Northeast monsoon (November to March)',
  pattern:
    'the wettest season on the east coast of the Peninsula, Sabah and western Sarawak, with spells of heavy, continuous rain; the west coast gets fewer, mostly afternoon showers',
};
const SOUTHWEST: Season = {
  name: 'Southwest monsoon (late May to September)',
  pattern:
    'a relatively drier season across most of the country; smoke haze from land fires can drift in during dry spells',
};
const INTER_MONSOON_1: Season = {
  name: 'First inter-monsoon (April to May)',
  pattern:
    'light variable winds and thunderstorms in the late afternoon and evening, especially on the west coast',
};
const INTER_MONSOON_2: Season = {
  name: 'Second inter-monsoon (October to early November)',
  pattern:
    'light variable winds and heavy afternoon and evening thunderstorms, often the wettest weeks of the year on the west coast',
};

const BY_MONTH: Season[] = [
  NORTHEAST,
  NORTHEAST,
  NORTHEAST,
  INTER_MONSOON_1,
  INTER_MONSOON_1,
  SOUTHWEST,
  SOUTHWEST,
  SOUTHWEST,
  SOUTHWEST,
  INTER_MONSOON_2,
  NORTHEAST,
  NORTHEAST,
];

/** The season of a date in Malaysia (UTC+8). */
export function seasonOf(date: Date): Season {
  const month = new Date(date.getTime() + 8 * 3600_000).getUTCMonth();
  return BY_MONTH[month]!;
}

export const isInterMonsoon = (season: Season) => season === INTER_MONSOON_1 || season === INTER_MONSOON_2;
export const isNortheast = (season: Season) => season === NORTHEAST;
export const isSouthwest = (season: Season) => season === SOUTHWEST;

/** States the northeast monsoon brings heavy rain to (MET Malaysia). */
export const NORTHEAST_EXPOSED = new Set(['Kelantan', 'Terengganu', 'Pahang', 'Johor', 'Sabah', 'Sarawak']);

export const MONSOON_SOURCE = "MET Malaysia's monsoon calendar (met.gov.my); no live forecast";
