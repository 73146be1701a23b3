// The check stage: every figure in an answer's text must come from a tool's result (as given,
// or converted the way compose converts: metres to km or miles, seconds to minutes, rounded).
// An answer carrying any other number is refused.

const FIGURE = /\d+(?:[.,]\d+)*/g;
const DIGIT = /\d/;
const METRES_PER_MILE = 1609.344;

/** Numbers as written: "1,234" and "1.5" read as numbers; digits inside words count too. */
export function figuresIn(text: string): string[] {
  if (!DIGIT.test(text)) return [];
  return [...text.matchAll(FIGURE)].map((m) => canonical(m[0]));
}

function canonical(figure: string): string {
  const thousands = /^\d{1,3}(,\d{3})+$/.test(figure);
  const value = Number(thousands ? figure.replace(/,/g, '') : figure.replace(',', '.'));
  return Number.isFinite(value) ? String(value) : figure;
}

function addDerived(n: number, allowed: Set<string>): void {
  allowed.add(String(n));
  allowed.add(String(Math.round(n)));
  allowed.add(String(Math.round(n / 10) * 10));
  for (const scaled of [n / 1000, n / 60, n / 3600, n / METRES_PER_MILE]) {
    allowed.add(String(Math.round(scaled)));
    allowed.add(String(Number(scaled.toFixed(1))));
    allowed.add(String(Number(scaled.toFixed(2))));
  }
}

function collect(value: unknown, allowed: Set<string>, seen: Set<number>): void {
  if (typeof value === 'number') {
    // The same number (a coordinate, a count) is derived once, however often it appears.
    if (Number.isFinite(value) && !seen.has(value)) {
      seen.add(value);
      addDerived(value, allowed);
    }
  } else if (typeof value === 'string') {
    for (const f of figuresIn(value)) {
      allowed.add(f);
      collect(Number(f), allowed, seen);
    }
  } else if (Array.isArray(value)) for (const v of value) collect(v, allowed, seen);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collect(v, allowed, seen);
}

/** Every figure the tools' results allow an answer to state. */
export function allowedFigures(results: unknown): Set<string> {
  const allowed = new Set<string>();
  collect(results, allowed, new Set());
  return allowed;
}

export interface GroundingCheck {
  grounded: boolean;
  /** Figures in the text no tool returned. */
  unsupported: string[];
}

/**
 * The check over results that arrive one tool at a time, so each sentence can be checked (and
 * streamed) as soon as its tool has answered. The allowed figures are worked out once, and only
 * when a sentence carries a figure at all (most do not).
 */
export class Grounding {
  #pending: unknown[] = [];
  /** Bulkier results (whole cards) read only when the figures were not in the pending ones. */
  #deferred: unknown[] = [];
  #allowed = new Set<string>();
  #seen = new Set<number>();

  add(results: unknown, deferred?: unknown): this {
    this.#pending.push(results);
    if (deferred !== undefined) this.#deferred.push(deferred);
    return this;
  }

  check(text: string): GroundingCheck {
    const figures = figuresIn(text);
    if (!figures.length) return { grounded: true, unsupported: [] };
    let unsupported = this.#unsupported(this.#pending, figures);
    if (unsupported.length && this.#deferred.length)
      unsupported = this.#unsupported(this.#deferred, unsupported);
    return { grounded: unsupported.length === 0, unsupported };
  }

  #unsupported(queue: unknown[], figures: string[]): string[] {
    for (const results of queue.splice(0)) collect(results, this.#allowed, this.#seen);
    return [...new Set(figures.filter((f) => !this.#allowed.has(f)))];
  }
}

export function checkGrounding(text: string, results: unknown): GroundingCheck {
  return new Grounding().add(results).check(text);
}
