// Resources whose API differs from ra-data-simple-rest's defaults get their own handlers; every
// other resource, and every method a handler leaves out, goes to the default provider.
import type { DataProvider } from 'react-admin';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

export type ResourceHandlers = Record<string, Partial<Pick<DataProvider, (typeof METHODS)[number]>>>;

export const withResources = <P extends DataProvider>(provider: P, handlers: ResourceHandlers): P => {
  const routed = { ...provider };
  for (const method of METHODS) {
    const fallback = provider[method] as (resource: string, params: unknown) => Promise<unknown>;
    const route = (resource: string, params: unknown) => {
      const handler = handlers[resource]?.[method] as typeof fallback | undefined;
      return (handler ?? fallback)(resource, params);
    };
    Object.assign(routed, { [method]: route });
  }
  return routed;
};
