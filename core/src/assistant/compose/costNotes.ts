// What a trip cost's total rests on, said with it: the fuel price used and its date, the BUDI95
// price beside it where it applies (the names RON95 and BUDI95 come with the figures, as templates
// carry no digits), and what the tolls leave out: all of them where no listed toll was found, the
// plazas not listed otherwise, as the cost card says.
import type { Templates } from './compose.ts';
import { fill } from './format.ts';

type Facts = Record<string, string | number | undefined>;

export function costNotes(t: Templates, facts: Facts): { fuel: string; tolls: string } {
  const grade = facts.fuelGrade === 'diesel' ? 'diesel' : 'ron95';
  const fuel = facts.fuelPrice
    ? fill(t.costFuel[grade], { grade: facts.fuelName, price: facts.fuelPrice, asOf: facts.fuelAsOf }) +
      (facts.budi95Price
        ? fill(t.costBudi95, { scheme: facts.subsidy, price: facts.budi95Price, total: facts.budi95Total })
        : '')
    : '';
  const tolls =
    facts.tolls === 'not-included' ? t.costNoTolls : facts.tolls === 'listed-only' ? t.costSomeTolls : '';
  return { fuel, tolls };
}
