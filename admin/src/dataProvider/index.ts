import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils } from 'react-admin';
import { readAdminToken } from '../auth/adminToken';

// The token is read on every call rather than once, so a token stored after start-up is used
// without a reload.
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = readAdminToken();
  return fetchUtils.fetchJson(
    url,
    token ? { ...options, user: { authenticated: true, token: `Bearer ${token}` } } : options,
  );
};

/** Admin resources speak the ra-data-simple-rest dialect under /api/admin (see contracts/openapi.yaml). */
export const dataProvider: DataProvider = simpleRestProvider('/api/admin', httpClient);
