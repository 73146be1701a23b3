// `npm run assistant:train`: trains the intent model from the corpus
// (core/src/assistant/understand/corpus/corpus.jsonl) and the train set's questions
// (tests/assistant/questions, the old tuned-on list), and writes
// core/src/assistant/understand/model/intents.nlp.json. Never trains on dev or test questions.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '../../../core/src/locations/normalize.ts';
import { classifierInput } from '../../../core/src/assistant/understand/classifierInput.ts';
import { emptyNlp, MODEL_FILE, MODEL_LANGUAGES } from '../../../core/src/assistant/understand/intentModel.ts';
import { parseQuestions } from '../../../tests/assistant/evaluate.ts';
import { inputDeps } from './inputDeps.ts';

const here = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));
interface Utterance {
  language: string;
  intent: string;
  text: string;
}
const corpus = readFileSync(here('core/src/assistant/understand/corpus/corpus.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Utterance);
const train = parseQuestions(here('tests/assistant/questions'))
  .filter((q) => !q.history.length)
  .map((q) => ({ language: q.language, intent: q.intent, text: q.message }));

const nlp = await emptyNlp();
nlp.addLanguage([...MODEL_LANGUAGES]);
// Malay and English are mixed in one message and told apart by their common words: each of the
// two models learns from both languages' utterances, so a message routed to the other one is
// still read.
const LATIN = new Set(['en', 'ms']);
for (const u of [...corpus, ...train]) {
  const input = classifierInput(normalizeText(u.text), u.language, inputDeps) || u.text;
  for (const locale of LATIN.has(u.language) ? [...LATIN] : [u.language])
    nlp.addDocument(locale, input, u.intent);
}
const started = performance.now();
await nlp.train();
writeFileSync(MODEL_FILE, nlp.export(true));
console.log(
  `intent model: ${corpus.length} corpus utterances + ${train.length} train questions, trained in ${Math.round(performance.now() - started)} ms, ${(statSync(MODEL_FILE).size / 1e6).toFixed(2)} MB`,
);
