import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { contractOperations } from './contract.ts';
import { compileRequestChecks, type RequestInvalid } from './validate.ts';

const operations = contractOperations();
const checks = compileRequestChecks(operations);
const checkOf = (id: string) => checks.get(operations.find((op) => op.id === id)!)!;

function request(url: string, extra: Partial<Request> = {}): Request {
  return { url, headers: {}, operationParams: {}, ...extra } as unknown as Request;
}

/** The refusal a check throws, or undefined when the request passes. */
function refusal(id: string, req: Request): RequestInvalid | undefined {
  try {
    checkOf(id)(req);
    return undefined;
  } catch (error) {
    return error as RequestInvalid;
  }
}

describe('request checks compiled per operation', () => {
  it('coerces declared query parameters, fills defaults and reads + as a space', () => {
    const req = request('/api/locations/search?q=klinik+kesihatan&lat=2.92&lng=101.67');
    checkOf('searchLocations')(req);
    expect(req.query).toMatchObject({ q: 'klinik kesihatan', lat: 2.92, lng: 101.67 });
  });

  it('refuses an undeclared parameter, an empty value and a reserved character, naming it', () => {
    expect(refusal('searchLocations', request('/api/locations/search?q=x&unknown=1'))?.errors).toEqual([
      { path: '/query/unknown', message: "Unknown query parameter 'unknown'" },
    ]);
    expect(refusal('searchLocations', request('/api/locations/search?q='))?.message).toBe(
      "Empty value found for query parameter 'q'",
    );
    expect(
      refusal('searchLocations', request('/api/locations/search?q=x&category=a:b'))?.errors[0]?.path,
    ).toBe('/query/category');
    // `allowReserved` lets a search hold them.
    expect(refusal('searchLocations', request('/api/locations/search?q=a:b/c'))).toBeUndefined();
  });

  it('refuses a value its schema does not allow, with the path the error handler names', () => {
    const refused = refusal('searchLocations', request('/api/locations/search?q=x&lat=north'));
    expect(refused?.status).toBe(400);
    expect(refused?.errors[0]).toMatchObject({ path: '/query/lat', errorCode: 'type.openapi.validation' });
    const repeated = refusal('searchLocations', request('/api/locations/search?q=a&q=b'));
    expect(repeated?.errors[0]?.path).toBe('/query/q');
  });

  it('parses JSON-valued parameters (react-admin sort, range, filter)', () => {
    const url = `/api/admin/users?sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,24]')}`;
    const req = request(url);
    checkOf(operations.find((op) => op.template === '/api/admin/users' && op.method === 'GET')!.id)(req);
    expect(req.query).toMatchObject({ sort: ['email', 'ASC'], range: [0, 24] });
  });

  it('checks a JSON body against its schema, and refuses another media type with 415', () => {
    const headers = { 'content-type': 'application/json', 'content-length': '2' };
    const missing = refusal('submitContactMessage', request('/api/contact', { headers, body: {} } as never));
    expect(missing?.status).toBe(400);
    expect(missing?.errors[0]).toMatchObject({ errorCode: 'required.openapi.validation' });
    expect(missing?.errors[0]?.path).toMatch(/^\/body\//);
    const text = { 'content-type': 'text/plain', 'content-length': '5' };
    expect(
      refusal('submitContactMessage', request('/api/contact', { headers: text, body: 'hello' } as never))
        ?.status,
    ).toBe(415);
  });
});
