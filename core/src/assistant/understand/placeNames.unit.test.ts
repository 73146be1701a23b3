// The names the understanding finds in a message: the gazetteer's landmarks in four languages, a
// station named by its rail word after it, and the words that are never a typed place name.
import { describe, expect, it } from 'vitest';
import { AliasMatcher } from '../../locations/aliasMatcher.ts';
import { normalizeText } from '../../locations/normalize.ts';
import { placeNames } from '../../locations/resolver.ts';
import { placePhrases } from './placeRoles.ts';

const matcher = new AliasMatcher(placeNames());
const labels = (message: string) => matcher.find(normalizeText(message)).map((m) => m.entry.label);
const typed = (message: string) => {
  const text = normalizeText(message);
  return placePhrases(text, matcher.find(text))
    .filter((p) => !p.mention)
    .map((p) => p.text);
};

describe('place names in a message', () => {
  it.each([
    ['brunch in mont kiara this sunday', 'Mont Kiara'],
    ['满家乐有什么好吃', 'Mont Kiara'],
    ['மோன்ட் கியாரா பக்கத்துல பார்க்கிங்', 'Mont Kiara'],
    ['bus to genting highlands from kl sentral', 'Genting Highlands'],
    ['云顶高原下雨吗', 'Genting Highlands'],
    ['கெந்திங் மலை வானிலை', 'Genting Highlands'],
    ['cuti sekolah nak ke port dickson', 'Port Dickson'],
    ['parking at jb city square', 'Johor Bahru City Square'],
  ])('knows the landmark or town in "%s"', (message, label) => {
    expect(labels(message)).toContain(label);
  });

  it('names a station by its rail word after the name, never the word alone', () => {
    expect(labels('meet me at kerinchi lrt')).toContain('Kerinchi');
    expect(labels('universiti lrt to klcc')).toContain('Universiti');
    expect(labels('universiti malaya open day')).not.toContain('Universiti');
  });

  it('reads "SS15" and "USJ" as Subang Jaya', () => {
    expect(labels('cafe in ss15')).toEqual(['Subang Jaya']);
    expect(labels('usj to sunway pyramid')).toContain('Subang Jaya');
  });

  it.each([
    ['will it rain in kl in december', []],
    ['hi, new in town', []],
    ['hospitals in malaysia', []],
    ['in town for the weekend, any ideas', []],
  ])('does not look up "%s" words that are no place', (message, expected) => {
    expect(typed(message)).toEqual(expected);
  });

  it('"Malaysia" alone is the country, never a place of that name', () => {
    expect(labels('weather malaysia today')).toEqual([]);
    expect(typed('is it raining in malaysia')).toEqual([]);
  });

  it('still looks up an unknown name after a role word', () => {
    expect(typed('clinic near xyzzyville heights')).toEqual(['xyzzyville heights']);
  });
});
