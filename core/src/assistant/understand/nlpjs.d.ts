// The parts of NLP.js (https://github.com/axa-group/nlp.js, MIT) Pintar uses; the packages ship no types.
declare module '@nlpjs/core' {
  export interface Classification {
    intent: string;
    score: number;
  }
  /** The `nlp` the container builds once the Nlp plugin is in. */
  export interface NlpInstance {
    settings: Record<string, unknown>;
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    export(minified?: boolean): string;
    import(json: string): void;
    nluManager: {
      process(
        locale: string,
        utterance: string,
      ): Promise<{ intent: string; score: number; classifications: Classification[] }>;
    };
  }
  export interface Container {
    use(plugin: unknown): void;
    register(name: string, item: unknown, isSingleton?: boolean): void;
    registerConfiguration(tag: string, configuration: object, overwrite?: boolean): void;
    get(name: 'nlp'): NlpInstance;
  }
  export function containerBootstrap(): Promise<Container>;
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-ms' {
  export const LangMs: unknown;
}
declare module '@nlpjs/lang-ta' {
  export const LangTa: unknown;
}
