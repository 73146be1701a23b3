// The stemmers and stop-word lists of the NLP.js language packs (they ship no types). These blocks
// merge with the packs' other declarations in the assistant's understanding.
interface NlpjsStemmer {
  stem(tokens: string[]): string[];
}
interface NlpjsStopwords {
  isStopword(token: string): boolean;
}
declare module '@nlpjs/lang-en-min' {
  export const StemmerEn: new () => NlpjsStemmer;
  export const StopwordsEn: new () => NlpjsStopwords;
}
declare module '@nlpjs/lang-ms' {
  export const StemmerMs: new () => NlpjsStemmer;
  export const StopwordsMs: new () => NlpjsStopwords;
}
declare module '@nlpjs/lang-ta' {
  export const StemmerTa: new () => NlpjsStemmer;
  export const StopwordsTa: new () => NlpjsStopwords;
}
