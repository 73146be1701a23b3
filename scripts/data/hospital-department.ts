// A department, ward or unit of a hospital mapped as a hospital in OpenStreetMap ("Jabatan
// Patologi" inside Hospital Kuala Lumpur's grounds, tagged amenity=hospital and emergency=yes)
// is not a hospital with an emergency department: it has no phone, and the emergency card would
// lead with it. It is kept as a health facility of the kind `other`, typed as a hospital
// department, without the emergency flag: the flag stays only where a source states it for the
// hospital itself.
import { cleanTypes, type SourcePlace } from './place-row.ts';

const DEPARTMENT_NAME = /^(jabatan|unit|department|dept\.?|wad|ward|klinik pakar|bahagian)\s/i;

/** Whether a place's name says it is part of a hospital rather than the hospital. */
export function isHospitalDepartment(name: string): boolean {
  return DEPARTMENT_NAME.test(name.trim());
}

/** The place itself, or its department form when it names a part of a hospital. */
export function asHospitalDepartment(place: SourcePlace): SourcePlace {
  if (place.category !== 'hospital' || !isHospitalDepartment(place.name)) return place;
  const { emergencyDepartment: _dropped, ...rest } = place;
  return { ...rest, category: 'other', types: cleanTypes([...place.types, 'hospital_department']) };
}
