import { useQuery } from '@tanstack/react-query';
import { fetchPlaceFilters } from './placesApi';

/** GET /api/admin/filters, shared by the list filters and the forms; a minute old is fresh enough. */
export const usePlaceFilterOptions = () =>
  useQuery({
    queryKey: ['pintar', 'placeFilters'],
    queryFn: ({ signal }) => fetchPlaceFilters(signal),
    staleTime: 60_000,
  });
