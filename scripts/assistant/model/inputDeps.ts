// The place names the model's input is built with, outside a running platform: the resolver's
// own alias list and places abroad (no search index: only names are needed to find phrases).
import abroad from '../../../core/src/locations/abroad.json' with { type: 'json' };
import { AliasMatcher } from '../../../core/src/locations/aliasMatcher.ts';
import { normalizeText } from '../../../core/src/locations/normalize.ts';
import { placeNames } from '../../../core/src/locations/resolver.ts';

const names = new AliasMatcher(placeNames());
const abroadNames = new AliasMatcher(
  abroad.names.map((n) => ({ label: n, kind: 'area', target: {}, names: [n] })),
);
export const inputDeps = {
  mentions: (text: string) => names.find(normalizeText(text)),
  abroad: (text: string) => abroadNames.find(normalizeText(text))[0]?.entry.label,
};
