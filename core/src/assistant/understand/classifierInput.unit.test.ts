import { describe, expect, it } from 'vitest';
import abroad from '../../locations/abroad.json' with { type: 'json' };
import { AliasMatcher } from '../../locations/aliasMatcher.ts';
import { normalizeText } from '../../locations/normalize.ts';
import { placeNames } from '../../locations/resolver.ts';
import { classifierInput } from './classifierInput.ts';

const names = new AliasMatcher(placeNames());
const abroadNames = new AliasMatcher(
  abroad.names.map((n) => ({ label: n, kind: 'area' as const, target: {}, names: [n] })),
);
const deps = {
  mentions: (text: string) => names.find(normalizeText(text)),
  abroad: (text: string) => abroadNames.find(normalizeText(text))[0]?.entry.label,
};
const input = (message: string, language = 'en') => classifierInput(normalizeText(message), language, deps);

describe('what the intent model reads', () => {
  it.each([
    ['KL Sentral to KLCC', 'en', 'xfrom to xto'],
    ['to KLCC from Kajang', 'en', 'to xto from xfrom'],
    ['dari Kajang ke KLCC', 'ms', 'dari xfrom ke xto'],
    ['nak pergi KLCC dari Kajang', 'ms', 'nak pergi xto dari xfrom'],
    ['从加影到吉隆坡中环', 'zh', '从 㐀 到 㐁'],
    ['加影去吉隆坡中环 最快', 'zh', '㐀 去 㐁 最快'],
    ['காஜாங்-இலிருந்து KLCC-க்கு', 'ta', 'xfrom இலிருந்து xto க்கு'],
    ['KLCC-க்கு காஜாங்-இலிருந்து', 'ta', 'xto க்கு xfrom இலிருந்து'],
  ])('names both ends of "%s" by their roles', (message, language, expected) => {
    expect(input(message, language)).toBe(expected);
  });

  it('reads local names and short forms from the gazetteer', () => {
    expect(input('weather in 莎阿南', 'zh')).toBe('weather in 㐂');
    expect(input('ஷா ஆலம் அருகில் கிளினிக்', 'ta')).toBe('xnear அருகில் கிளினிக்');
    expect(input('pj to jb tmrw')).toBe('xfrom to xto tmrw');
    expect(input('klia to kl sentral')).toBe('xfrom to xto');
  });

  it('does not take an everyday word for a station with a similar name', () => {
    expect(input('selamat malam', 'ms')).toBe('selamat malam');
    expect(input('rasa lapar', 'ms')).toBe('rasa lapar');
  });

  it('replaces a named line by its own token', () => {
    expect(input('is the lrt kelana jaya line running')).toBe('is the xline running');
  });
});
