// A department, ward or unit of a hospital mapped as a hospital in OpenStreetMap ("Jabatan
// Patologi" inside Hospital Kuala Lumpur's grounds, tagged amenity=hospital and emergency=yes)
// is not a hospital with an emergency department: it has no phone, and the emergency card would
// lead with it. It is kept as a health facility of the kind `other`, typed as a hospital
// department, without the emergency flag. The flag is not lost: a department's `emergency=yes`
// says its hospital has one ("Jabatan Kecemasan QEH" is Queen Elizabeth Hospital's emergency
// department), so it moves to the nearest hospital within the hospital twin radius.
import { takeEmergencyFlag } from './dedupe.ts';
import { haversineMetres } from './geo.ts';
import { cleanTypes, type SourcePlace } from './place-row.ts';

/** The radius within which two hospital rows are one facility (dedupe.ts uses the same). */
export const PARENT_HOSPITAL_METRES = 300;

const DEPARTMENT_NAME = /^(jabatan|unit|department|dept\.?|wad|ward|(klinik-)?klinik pakar|bahagian)\s/i;

/** Whether a place's name says it is part of a hospital rather than the hospital. */
export function isHospitalDepartment(name: string): boolean {
  return DEPARTMENT_NAME.test(name.trim());
}

/** The place itself, or its department form when it names a part of a hospital. */
export function asHospitalDepartment(place: SourcePlace): SourcePlace {
  if (place.category !== 'hospital' || !isHospitalDepartment(place.name)) return place;
  const { emergencyDepartment, ...rest } = place;
  const department = { ...rest, category: 'other', types: cleanTypes([...place.types, 'hospital_department']) };
  if (!emergencyDepartment) return department;
  const { sourceName, sourceDate, licence } = place;
  return { ...department, departmentEmergency: { sourceName, sourceDate, licence } };
}

/**
 * Gives each department's emergency flag to its hospital: the nearest kept hospital within
 * PARENT_HOSPITAL_METRES, unless a source says that hospital has none. Returns the hospitals
 * that took a flag, for the README.
 */
export function carryDepartmentEmergency(places: readonly SourcePlace[]): SourcePlace[] {
  const hospitals = places.filter((p) => p.category === 'hospital');
  const flagged = new Set<SourcePlace>();
  for (const department of places.filter((p) => p.departmentEmergency)) {
    let parent: SourcePlace | undefined;
    let nearest = PARENT_HOSPITAL_METRES;
    for (const hospital of hospitals) {
      const metres = haversineMetres(department.lat, department.lng, hospital.lat, hospital.lng);
      if (metres <= nearest) [parent, nearest] = [hospital, metres];
    }
    if (!parent || parent.emergencyDepartment !== undefined) continue;
    takeEmergencyFlag(parent, true, department.departmentEmergency!);
    flagged.add(parent);
  }
  return [...flagged];
}
