import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { EnhanceButton } from './EnhanceButton';
import { PlaceForm } from './PlaceForm';
import { toPlaceInput } from './placeInput';
import type { Place } from './types';

const PlaceEditActions = () => (
  <TopToolbar>
    <ShowButton />
    <EnhanceButton />
  </TopToolbar>
);

/**
 * PUT /api/admin/places/{id} with the writable fields. Pessimistic, so the API's field errors
 * come back under the inputs instead of after an undo delay.
 */
export const PlaceEdit = () => (
  <Edit<Place>
    mutationMode="pessimistic"
    redirect="show"
    actions={<PlaceEditActions />}
    transform={(values) => toPlaceInput(values) as unknown as Place}
  >
    <PlaceForm />
  </Edit>
);
