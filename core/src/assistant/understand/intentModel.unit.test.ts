import { beforeAll, describe, expect, it } from 'vitest';
import { decideByModel } from './intent.ts';
import { type IntentModel, loadIntentModel } from './intentModel.ts';

let model: IntentModel;
beforeAll(async () => {
  model = await loadIntentModel();
});

describe('the shipped intent model', () => {
  it.each([
    ['en', 'how do i get from xfrom to xto', 'route'],
    ['ms', 'esok hujan tak kat xnear', 'weather'],
    ['zh', '㐂附近的诊所', 'places'],
    ['ta', 'xnear அருகில் மருந்தகம்', 'places'],
    ['en', 'call an ambulance', 'emergency'],
    ['ms', 'harga minyak hari ni', 'cost'],
    ['zh', '你能做什么', 'help'],
    ['ta', 'ஒரு கவிதை எழுதுங்கள்', 'out_of_scope'],
  ] as const)('reads %s "%s" as %s', async (language, input, intent) => {
    const [top] = await model.classify(language, input);
    expect(top!.intent).toBe(intent);
  });
});

describe('deciding from the model', () => {
  it('takes the most probable intent with its confidence', () => {
    expect(
      decideByModel(
        [
          { intent: 'route', score: 0.75 },
          { intent: 'cost', score: 0.25 },
        ],
        { place: true, abroad: false },
      ),
    ).toEqual({ intent: 'route', score: 7.5, confidence: 0.75 });
  });

  it('shows a named place when no word is known, and asks the knowledge base without one', () => {
    const none = [{ intent: 'None', score: 1 }];
    expect(decideByModel(none, { place: true, abroad: false }).intent).toBe('places');
    expect(decideByModel(none, { place: false, abroad: false })).toMatchObject({
      intent: 'knowledge',
      confidence: 0,
    });
    // Every intent scored 0 is no evidence either, whichever the list happens to put first.
    const zeros = [
      { intent: 'greeting', score: 0 },
      { intent: 'route', score: 0 },
    ];
    expect(decideByModel(zeros, { place: false, abroad: false })).toMatchObject({
      intent: 'knowledge',
      confidence: 0,
    });
  });

  it('keeps a trip abroad out of scope but answers what to know before going', () => {
    expect(decideByModel([{ intent: 'route', score: 0.9 }], { place: false, abroad: true }).intent).toBe(
      'out_of_scope',
    );
    expect(decideByModel([{ intent: 'knowledge', score: 0.9 }], { place: false, abroad: true }).intent).toBe(
      'knowledge',
    );
  });
});
