import { useQuery } from '@tanstack/react-query';
import { fetchEnrichmentSource } from './placesApi';

/** Where Enhance looks, as the server says; undefined while loading or when it could not say. */
export const useEnrichmentSource = () =>
  useQuery({
    queryKey: ['enrichment-source'],
    queryFn: ({ signal }) => fetchEnrichmentSource(signal),
    // Configuration: it changes with a restart, not while the page is open.
    staleTime: Infinity,
  }).data;
