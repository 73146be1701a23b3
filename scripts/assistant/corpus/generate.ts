// `node scripts/assistant/corpus/generate.ts`: writes the intent corpus
// (core/src/assistant/understand/corpus/corpus.jsonl) from the templates of each language
// (templates.<language>.json; the ones with no slot are hand-written utterances), the gazetteer's
// place names (data/gazetteer/gazetteer.json) and the words of slots.json, then adds the noise people
// type with: lower case, typos, missing spaces, short forms (KL, PJ, tmrw, nxt, brp), Malay mixed
// with English, Chinese with Latin names, Tamil with Latin names. Seeded: the same inputs give the
// same corpus. Never add a question of tests/assistant (dev or test) here.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import abroad from '../../../core/src/locations/abroad.json' with { type: 'json' };
import { normalizeText } from '../../../core/src/locations/normalize.ts';
import { noisy, type Random, seeded } from './noise.ts';

const LANGUAGES = ['en', 'ms', 'zh', 'ta'] as const;
type Language = (typeof LANGUAGES)[number];
const corpusDir = (p: string) =>
  fileURLToPath(new URL(`../../../core/src/assistant/understand/corpus/${p}`, import.meta.url));
const root = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
/**
 * Utterances drawn from one template with slots; a template without slots is written once, plus
 * noisy copies. 30 rather than 18: with 18 draws, adding three names to the gazetteer (which
 * changes every later draw) moved the model by two dev questions either way; more draws per
 * template make the model depend less on which names happened to be drawn.
 */
const PER_TEMPLATE = 30;
const NOISY_COPIES = 6;

interface Place {
  label: string;
  kind: string;
  names: Record<Language | 'short', string[]>;
}
const slots = JSON.parse(readFileSync(corpusDir('slots.json'), 'utf8')) as Record<
  'C' | 'M' | 'L' | 'X',
  Record<Language, string[]>
>;
const abroadNames = new Set(abroad.names);
const places = (
  JSON.parse(readFileSync(root('data/gazetteer/gazetteer.json'), 'utf8')) as { places: Place[] }
).places;
// Places with local names are the ones people name most: they are drawn more often.
const weighted = places.flatMap((p) => (p.names.zh.length ? [p, p, p, p] : [p]));
const stations = places.filter(
  (p) => p.kind === 'station' || p.names.short.some((n) => n.endsWith(' station')),
);

const pick = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

function nameOf(place: Place, language: Language, random: Random): string {
  const local = language === 'zh' || language === 'ta' ? place.names[language] : [];
  if (local.length && random() < 0.6) return pick(random, local);
  const latin = [...place.names.short.filter((n) => !/ station$|^stesen /.test(n)), place.label];
  return pick(random, latin);
}

function fill(template: string, language: Language, random: Random): string {
  const used = new Set<string>();
  const place = (from: Place[]) => {
    let p = pick(random, from);
    for (let i = 0; i < 5 && used.has(p.label); i++) p = pick(random, from);
    used.add(p.label);
    return nameOf(p, language, random);
  };
  return template.replace(/\{([ABPSCMLX])\}/g, (_, slot: string) => {
    if (slot === 'S') return place(stations);
    if (slot === 'A' || slot === 'B' || slot === 'P') return place(weighted);
    const words = slots[slot as 'C' | 'M' | 'L' | 'X'][language];
    return pick(random, slot === 'X' ? words.filter((w) => abroadNames.has(w)) : words);
  });
}

// The evaluation's dev and test questions never enter the corpus (tests/assistant/README.md): a
// hand-written line equal to one is an error, a generated one equal to one is dropped.
const heldOut = new Set(
  ['dev.jsonl', 'test.jsonl'].flatMap((f) =>
    readFileSync(root(`tests/assistant/${f}`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => normalizeText((JSON.parse(l) as { text: string }).text)),
  ),
);
let dropped = 0;
const collisions: string[] = [];

const random = seeded(28);
const lines = new Set<string>();
let templates = 0;
for (const language of LANGUAGES) {
  const byIntent = JSON.parse(readFileSync(corpusDir(`templates.${language}.json`), 'utf8')) as Record<
    string,
    string[]
  >;
  for (const [intent, list] of Object.entries(byIntent)) {
    for (const template of list) {
      templates++;
      const slotted = /\{[ABPSCMLX]\}/.test(template);
      const texts = slotted
        ? Array.from({ length: PER_TEMPLATE }, () =>
            noisy(fill(template, language, random), language, random),
          )
        : [template, ...Array.from({ length: NOISY_COPIES }, () => noisy(template, language, random))];
      if (!slotted && heldOut.has(normalizeText(template)))
        collisions.push(`templates.${language}.json: "${template}"`);
      for (const text of texts)
        if (heldOut.has(normalizeText(text))) dropped++;
        else lines.add(JSON.stringify({ language, intent, text }));
    }
  }
}
if (collisions.length)
  throw new Error(`dev or test questions among the templates:\n${collisions.join('\n')}`);
writeFileSync(corpusDir('corpus.jsonl'), `${[...lines].join('\n')}\n`);
console.log(
  `corpus: ${lines.size} utterances from ${templates} templates (${dropped} equal to a dev or test question dropped)`,
);
