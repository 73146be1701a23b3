import type { DataProvider, UpdateParams } from 'react-admin';

/**
 * An edit carries the version of the record the form was opened on (react-admin's
 * `previousData`), so the API refuses it with 409 when someone else saved in between instead of
 * silently overwriting their change.
 */
export function withLoadedVersion<T extends UpdateParams>(params: T): T {
  const version = (params.previousData as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? { ...params, data: { ...params.data, version } } : params;
}

/** The provider with every `update` sending the loaded version. */
export const withVersions = <P extends DataProvider>(provider: P): P => ({
  ...provider,
  update: (resource, params) => provider.update(resource, withLoadedVersion(params)),
});
