import { Create } from 'react-admin';
import { PlaceForm } from './PlaceForm';
import { toPlaceInput } from './placeInput';
import type { Place } from './types';

/** A new place (POST /api/admin/places); the API records the admin as its source. */
export const PlaceCreate = () => (
  <Create<Place> redirect="show" transform={(values) => toPlaceInput(values) as unknown as Place}>
    {/* The API's own defaults for blanks (docs/places.md), shown rather than implied. */}
    <PlaceForm defaultValues={{ category: 'other', status: 'active', types: [] }} />
  </Create>
);
