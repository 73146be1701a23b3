import { describe, expect, it } from 'vitest';
import { categoryChoices, cityChoices, cityInState, stateChoices } from './placeChoices';
import type { PlaceFilterOptions } from './types';

const options: PlaceFilterOptions = {
  categories: [{ value: 'hospital', count: 12 }],
  states: [{ value: 'Selangor', count: 40 }],
  cities: [
    { value: 'Cyberjaya', state: 'Selangor', count: 30 },
    { value: 'Shah Alam', state: 'Selangor', count: 10 },
    { value: 'Kuala Lumpur', state: 'Kuala Lumpur', count: 50 },
    { value: 'Bandar Baru', state: 'Selangor', count: 2 },
    { value: 'Bandar Baru', state: 'Kedah', count: 3 },
  ],
  statuses: [],
};

const translate = (key: string) => key.split('.').pop() ?? key;

describe('place choices', () => {
  it('offers every category and state, with counts when known', () => {
    const categories = categoryChoices(translate, options);
    expect(categories).toHaveLength(31);
    expect(categories.find((choice) => choice.id === 'hospital')?.name).toBe('hospital (12)');
    expect(categories.find((choice) => choice.id === 'mall')?.name).toBe('mall');
    expect(stateChoices(options).find((choice) => choice.id === 'Selangor')?.name).toBe('Selangor (40)');
    expect(stateChoices()).toHaveLength(16);
  });

  it("offers the chosen state's cities only, sorted; all cities (summed) without a state", () => {
    expect(cityChoices(options, 'Selangor', undefined).map((choice) => choice.id)).toEqual([
      'Bandar Baru',
      'Cyberjaya',
      'Shah Alam',
    ]);
    expect(cityChoices(options, '', undefined).find((choice) => choice.id === 'Bandar Baru')?.name).toBe(
      'Bandar Baru (5)',
    );
  });

  it('keeps a chosen city selectable even when the filters do not list it', () => {
    expect(cityChoices(options, 'Selangor', 'Puchong')[0]).toEqual({ id: 'Puchong', name: 'Puchong' });
  });

  it('tells whether a city belongs to a state', () => {
    expect(cityInState(options, 'Cyberjaya', 'Selangor')).toBe(true);
    expect(cityInState(options, 'Cyberjaya', 'Johor')).toBe(false);
    expect(cityInState(options, '', 'Johor')).toBe(true);
  });
});
