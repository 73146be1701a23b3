import type { components } from '@pintar/contracts/openapi';

// The public help articles (docs/knowledge.md): knowledge entries of category `help`.
/** An article as the /help list shows it: its opening as plain text. */
export type HelpEntrySummary = components['schemas']['HelpEntrySummary'];

/** A page of the list, and whether another follows. */
export interface HelpEntryPage {
  entries: HelpEntrySummary[];
  more: boolean;
}

export interface HelpEntry {
  id: string;
  title: string;
  content: string;
  language: string;
  category: string;
  tags: string[];
  updated_at: string;
}

export interface HelpTranslation {
  id: string;
  language: string;
  title: string;
}

export interface HelpArticle extends HelpEntry {
  translations: HelpTranslation[];
}

export type HelpFailure = { kind: 'not-found' } | { kind: 'failed'; status: number } | { kind: 'network' };

/** Thrown by the help fetchers, so a screen can word each case. */
export class HelpRequestError extends Error {
  readonly failure: HelpFailure;

  constructor(failure: HelpFailure) {
    super(failure.kind === 'failed' ? `The help service answered ${failure.status}` : failure.kind);
    this.name = 'HelpRequestError';
    this.failure = failure;
  }
}

/** GET a help URL as JSON; rejects with a HelpRequestError, or the AbortError when aborted. */
export async function getHelpJson(url: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new HelpRequestError({ kind: 'network' });
  }
  if (response.status === 404) throw new HelpRequestError({ kind: 'not-found' });
  if (!response.ok) throw new HelpRequestError({ kind: 'failed', status: response.status });
  try {
    return await response.json();
  } catch {
    throw new HelpRequestError({ kind: 'failed', status: response.status });
  }
}
