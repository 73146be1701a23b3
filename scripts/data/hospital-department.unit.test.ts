import { describe, expect, it } from 'vitest';
import { asHospitalDepartment, carryDepartmentEmergency, isHospitalDepartment } from './hospital-department.ts';
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

  it('gives a department’s emergency flag to the nearest hospital within 300 m, naming the source', () => {
    const qeh = place({ name: 'Hospital Queen Elizabeth', source: 'moh', sourceName: 'Kementerian Kesihatan Malaysia', licence: 'unconfirmed', lat: 5.956588, lng: 116.072735 });
    const osmTwin = place({ name: 'Queen Elizabeth Hospital', lat: 5.956684, lng: 116.073506 });
    const emergency = asHospitalDepartment(place({ name: 'Jabatan Kecemasan QEH', lat: 5.956919, lng: 116.072122, emergencyDepartment: true }));
    const specialists = asHospitalDepartment(place({ name: 'Klinik-Klinik Pakar QEH', lat: 5.956386, lng: 116.072084 }));
    expect(specialists.category).toBe('other');
    expect(carryDepartmentEmergency([osmTwin, emergency, specialists, qeh])).toEqual([qeh]);
    expect(qeh).toMatchObject({ emergencyDepartment: true, licence: 'unconfirmed; ODbL 1.0' });
    expect(qeh.sourceName).toBe('Kementerian Kesihatan Malaysia; emergency department: OpenStreetMap 2026-01');
    expect(osmTwin.emergencyDepartment).toBeUndefined();
  });

  it('leaves a hospital a source says has no emergency department, and one too far away', () => {
    const noEd = place({ emergencyDepartment: false });
    const far = place({ name: 'Hospital Jauh', lat: 3.2 });
    const department = asHospitalDepartment(place({ name: 'Unit Kecemasan', lat: 3.1721, emergencyDepartment: true }));
    expect(carryDepartmentEmergency([noEd, far, department])).toEqual([]);
    expect([noEd.emergencyDepartment, far.emergencyDepartment]).toEqual([false, undefined]);
  });
});
