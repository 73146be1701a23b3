import { describe, expect, it } from 'vitest';
import { asHospitalDepartment, isHospitalDepartment } from './hospital-department.ts';
import type { SourcePlace } from './place-row.ts';

const place = (over: Partial<SourcePlace>): SourcePlace =>
  ({
    name: 'Hospital Kuala Lumpur',
    category: 'hospital',
    types: ['hospital'],
    address: '',
    lat: 3.172,
    lng: 101.701,
    phone: '',
    website: '',
    source: 'osm',
    sourceId: 'node/1',
    sourceCity: '',
    postcode: '',
    sourceName: 'OpenStreetMap',
    sourceDate: '2026-01',
    licence: 'ODbL 1.0',
    ...over,
  }) as SourcePlace;

describe('departments of a hospital', () => {
  it('recognises a department, ward or unit by its name, not a hospital that mentions one', () => {
    expect(['Jabatan Patologi', 'Jabatan Psiakitri', 'Unit Kecemasan', 'Wad 5A', 'Klinik Pakar Mata'].map(isHospitalDepartment)).toEqual([true, true, true, true, true]);
    expect(['Hospital Kuala Lumpur', 'Hospital Jabatan Kesihatan', 'Unity Clinic'].map(isHospitalDepartment)).toEqual([false, false, false]);
  });

  it('files a department mapped as a hospital as a department, without the emergency flag', () => {
    const dept = asHospitalDepartment(place({ name: 'Jabatan Patologi', emergencyDepartment: true }));
    expect(dept).toMatchObject({ category: 'other', types: ['hospital', 'hospital_department'] });
    expect(dept.emergencyDepartment).toBeUndefined();
  });

  it('keeps a hospital’s own emergency flag', () => {
    const hospital = place({ emergencyDepartment: true });
    expect(asHospitalDepartment(hospital)).toBe(hospital);
  });
});
