// The check stage: every figure in an answer's text must come from a tool's result (as given,
// or converted the way compose converts: metres to km or miles, seconds to minutes, rounded).
// An answer carrying any other number is refused.

const FIGURE = /\d+(?:[.,]\d+)*/g;
const METRES_PER_MILE = 1609.344;

/** Numbers as written: "1,234" and "1.5" read as numbers; digits inside words count too. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => canonical(m[0]));
}

function canonical(figure: string): string {
  const thousands = /^\d{1,3}(,\d{3})+$/.test(figure);
  const value = Number(thousands ? figure.replace(/,/g, '') : figure.replace(',', '.'));
  return Number.isFinite(value) ? String(value) : figure;
}

function derived(n: number): number[] {
  const out = [n, Math.round(n), Math.round(n / 10) * 10];
  for (const scaled of [n / 1000, n / 60, n / 3600, n / METRES_PER_MILE]) {
    out.push(Math.round(scaled), Number(scaled.toFixed(1)), Number(scaled.toFixed(2)));
  }
  return out;
}

/** Every figure the tools' results allow an answer to state. */
export function allowedFigures(results: unknown): Set<string> {
  const allowed = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'number' && Number.isFinite(value))
      for (const d of derived(value)) allowed.add(String(d));
    else if (typeof value === 'string')
      for (const f of figuresIn(value)) {
        allowed.add(f);
        const n = Number(f);
        if (Number.isFinite(n)) for (const d of derived(n)) allowed.add(String(d));
      }
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(results);
  return allowed;
}

export interface GroundingCheck {
  grounded: boolean;
  /** Figures in the text no tool returned. */
  unsupported: string[];
}

export function checkGrounding(text: string, results: unknown): GroundingCheck {
  const allowed = allowedFigures(results);
  const unsupported = [...new Set(figuresIn(text).filter((f) => !allowed.has(f)))];
  return { grounded: unsupported.length === 0, unsupported };
}
