// Chinese words for the intent model, from the ICU word segmenter built into Node (Intl.Segmenter):
// NLP.js's own Chinese tokenizer compiles a 10 MB dictionary on the first Chinese message, seconds
// on a busy server. Each word also gives its characters, so a compound the corpus never had
// ("搭捷运") still shares features with the ones it had ("捷运", "搭").
const WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

export function chineseTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const { segment, isWordLike } of WORDS.segment(text.toLowerCase())) {
    if (!isWordLike) continue;
    tokens.push(segment);
    const characters = [...segment];
    if (characters.length > 1 && HAN.test(segment)) tokens.push(...characters.filter((c) => HAN.test(c)));
  }
  return tokens;
}

/** The tokenizer NLP.js looks up for Chinese (`tokenizer-zh`); its default stemmer keeps words as they are. */
export const chineseTokenizer = {
  name: 'tokenizer-zh',
  tokenize: (text: string) => chineseTokens(text),
};
