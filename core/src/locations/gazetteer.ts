// The gazetteer's names (data/gazetteer/gazetteer.json, built by scripts/assistant/gazetteer/build.ts)
// as alias entries: every rail station, the towns of the Klang Valley and Johor, and local names
// in Malay, English, Chinese and Tamil with their short forms (PJ, JB, KLIA, 莎阿南, ஷா ஆலம்).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AliasEntry } from './aliasMatcher.ts';
import { normalizeText } from './normalize.ts';

const GAZETTEER = fileURLToPath(new URL('../../../data/gazetteer/gazetteer.json', import.meta.url));

interface GazetteerPlace {
  label: string;
  kind: AliasEntry['kind'];
  target: AliasEntry['target'];
  names: Record<string, string[]>;
}

export function gazetteerEntries(path = GAZETTEER): AliasEntry[] {
  const { places } = JSON.parse(readFileSync(path, 'utf8')) as { places: GazetteerPlace[] };
  return places.map((p) => ({
    label: p.label,
    kind: p.kind,
    target: p.target,
    names: [...new Set(Object.values(p.names).flat().map(normalizeText).filter(Boolean))],
    exact: true,
  }));
}
