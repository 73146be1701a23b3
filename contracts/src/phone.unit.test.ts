import { describe, expect, it } from 'vitest';
import { checkPhone } from './phone.ts';

describe('checkPhone', () => {
  it.each(['012-345 6789', '+60 12-345 6789', '0123456789', '+60123456789', '012 345 6789'])(
    'accepts %s as +60123456789',
    (input) => {
      expect(checkPhone(input)).toEqual({ ok: true, e164: '+60123456789' });
    },
  );

  it('keeps a number from another country as written, in E.164', () => {
    expect(checkPhone('+44 20 7946 0958')).toEqual({ ok: true, e164: '+442079460958' });
  });

  it('says required for nothing but separators, invalid for too few digits or letters', () => {
    expect(checkPhone(' - ')).toEqual({ ok: false, reason: 'required' });
    expect(checkPhone('012-345')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhone('012-345-678a')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPhone('+60 12 345 6789 0000 00')).toEqual({ ok: false, reason: 'invalid' });
  });
});
