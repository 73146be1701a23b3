// The two ways of deciding a message's intent, on the same inputs, for `npm run assistant:compare`
// and `npm run bench:understand`: the weighted phrase tables (intents.json with decideIntent's
// structure rules) and the learned NLP.js model. Each message is read as understand() reads it
// (place phrases by the resolver's names, the rail line, the language); no place is resolved.
import { detectLanguage } from '../../../core/src/assistant/language/detect.ts';
import { classifierInput, phrasesOf } from '../../../core/src/assistant/understand/classifierInput.ts';
import { categoryOf, modeOf } from '../../../core/src/assistant/understand/entities.ts';
import { decideByModel, decideIntent, scoreIntents } from '../../../core/src/assistant/understand/intent.ts';
import { loadIntentModel } from '../../../core/src/assistant/understand/intentModel.ts';
import { lineIn, withoutLine } from '../../../core/src/assistant/understand/lines.ts';
import { settleRoles } from '../../../core/src/assistant/understand/placeRoles.ts';
import { plainText } from '../../../core/src/assistant/understand/understand.ts';
import { normalizeText } from '../../../core/src/locations/normalize.ts';
import { inputDeps } from './inputDeps.ts';

function read(message: string) {
  const named = normalizeText(plainText(message));
  const line = lineIn(named);
  const text = withoutLine(named, line);
  const phrases = settleRoles(phrasesOf(text, inputDeps).map((p) => ({ ...p })));
  let residue = text;
  for (const p of phrases)
    residue = residue.slice(0, p.start) + ' '.repeat(p.end - p.start) + residue.slice(p.end);
  residue = residue.replace(/\s+/g, ' ').trim();
  return { named, line, phrases, residue, language: detectLanguage(residue || named).language };
}

/** Loads the shipped model (timed: `loadMs`) and gives both ways of deciding an intent. */
export async function intentApproaches() {
  const loadStart = performance.now();
  const model = await loadIntentModel();
  const loadMs = performance.now() - loadStart;
  const approaches = {
    phrases: async (message: string) => {
      const { line, phrases, residue } = read(message);
      return decideIntent(scoreIntents(residue), {
        origin: phrases.some((p) => p.role === 'origin'),
        destination: phrases.some((p) => p.role === 'destination'),
        place: phrases.length > 0,
        mode: Boolean(modeOf(residue)),
        category: categoryOf(residue),
        abroad: Boolean(inputDeps.abroad(message)),
        line: Boolean(line),
      });
    },
    model: async (message: string) => {
      const { named, phrases, language } = read(message);
      const guesses = await model.classify(language, classifierInput(named, language, inputDeps));
      return decideByModel(guesses, {
        place: phrases.length > 0,
        abroad: Boolean(inputDeps.abroad(message)),
      });
    },
  };
  return { loadMs, approaches };
}
