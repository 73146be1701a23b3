import { lazy, Suspense } from 'react';
import { takeUpdatedFlag } from './service-worker';

const UpdatedSnackbar = lazy(() => import('./notices').then((m) => ({ default: m.UpdatedSnackbar })));

// Taken once per page load, outside React: the first render suspends while the language loads,
// and a suspended first render starts again from scratch, which found the flag already gone.
let updatedThisLoad: boolean | undefined;
const wasUpdated = () => (updatedThisLoad ??= takeUpdatedFlag());

/** Says so once when the service worker has just brought in a new version of the app. */
export function UpdatedNotice() {
  if (!wasUpdated()) return null;
  return (
    <Suspense fallback={null}>
      <UpdatedSnackbar />
    </Suspense>
  );
}
