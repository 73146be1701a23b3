// What the web's component tests render with: the app's real locales (English and the others, so
// a test can read a component in Malay), a signed-out or signed-in user, and a router for links.
import '@testing-library/jest-dom/vitest';
import { render, type RenderResult } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../i18n/locales/en';
import ms from '../i18n/locales/ms';
import ta from '../i18n/locales/ta';
import zh from '../i18n/locales/zh';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import type { UserProfile } from '../lib/session';
import type { Language } from '../lib/settings';

let ready: Promise<unknown> | undefined;
function initI18n(): Promise<unknown> {
  ready ??= i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      ms: { translation: ms },
      zh: { translation: zh },
      ta: { translation: ta },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}

const noop = () => {};
export const signedOut: AuthContextValue = {
  user: null,
  loading: false,
  error: null,
  isAuthenticated: false,
  isAdmin: false,
  isUser: false,
  permissions: [],
  signIn: noop,
  signOut: async () => true,
  signedOutTo: null,
  updateUser: noop,
  clearError: noop,
};

/** A user's profile as the API returns it (the contract's UserProfile). */
export function profile(displayName: string, role: UserProfile['role'] = 'user'): UserProfile {
  return {
    uid: 'u-aisyah',
    email: 'aisyah@example.my',
    emailVerified: true,
    displayName,
    photoURL: null,
    role,
    isActive: true,
    createdAt: '2026-03-02T08:15:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    lastLogin: '2026-11-27T23:40:00Z',
    permissions: ['use_chat', 'view_profile', 'edit_profile'],
    preferences: { language: 'en', notifications: true, theme: 'system' },
  };
}

export function signedIn(displayName: string, role: UserProfile['role'] = 'user'): AuthContextValue {
  const user = profile(displayName, role);
  return {
    ...signedOut,
    user,
    isAuthenticated: true,
    isAdmin: role === 'admin',
    isUser: role === 'user',
    permissions: user.permissions,
  };
}

interface Options {
  language?: Language;
  auth?: AuthContextValue;
  path?: string;
}

/** Renders `ui` in `language` (English unless told), as the app would show it. */
export async function renderPage(ui: ReactElement, options: Options = {}): Promise<RenderResult> {
  await initI18n();
  await i18n.changeLanguage(options.language ?? 'en');
  return render(
    <AuthContext.Provider value={options.auth ?? signedOut}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </AuthContext.Provider>,
  );
}
