// What the admin's component tests render with: react-admin's context with the admin's own English
// texts, a data provider that answers as the test's API would, and a route for the page under test
// (an edit page reads its record's id from the address, as in the app).
import '@testing-library/jest-dom/vitest';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  testDataProvider,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../i18n';

interface Options {
  /** What the API answers; anything not given fails the test that calls it. */
  dataProvider?: Partial<DataProvider>;
  resource?: string;
  /** The address the page is opened at, and its route pattern. */
  path?: string;
  route?: string;
  /** The signed-in admin's role, as the auth provider reports it (react-admin's permissions). */
  role?: 'admin' | 'super_admin';
}

let permissionsGiven: Promise<void> = Promise.resolve();

const signedInAs = (role: string): AuthProvider => {
  let given = () => {};
  permissionsGiven = new Promise((resolve) => (given = resolve));
  return {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => {
      given();
      return role;
    },
  };
};

/**
 * Resolves once react-admin has the signed-in role and has rendered with it: what a page shows an
 * admin is the same before the role is known, so a test of it waits for this first.
 */
export async function permissionsKnown(): Promise<void> {
  await permissionsGiven;
  // react-query hands the answer to the components in a task of its own.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

export function renderAdmin(ui: ReactElement, options: Options = {}): RenderResult {
  const path = options.path ?? '/';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={testDataProvider(options.dataProvider)}
        authProvider={signedInAs(options.role ?? 'admin')}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value={options.resource ?? 'places'}>
          <Routes>
            <Route path={options.route ?? '*'} element={ui} />
            <Route path="*" element={<p>Left the page for another address</p>} />
          </Routes>
          {/* The layout's notices (saved, failed), as the app shows them. */}
          <Notification />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
