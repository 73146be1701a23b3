import { createHash } from 'node:crypto';
import { IDENTITY_TOPIC } from '@pintar/contracts/feed';

/** Topics of the identity context; every event of a user is keyed by its uid, so it stays in order. */
export const IDENTITY_TOPICS = {
  identity: IDENTITY_TOPIC,
  sessions: 'pintar.sessions',
  mail: 'pintar.mail',
  /** Password hashes, reset tokens and second factors: private, never served nor grantable. */
  credentials: 'pintar.credentials',
} as const;

export const IDENTITY_EVENTS = {
  registrationRequested: 'my.pintar.identity.user-registration-requested.v2',
  invited: 'my.pintar.identity.user-invited.v1',
  signedIn: 'my.pintar.identity.user-signed-in.v1',
  profileUpdated: 'my.pintar.identity.user-profile-updated.v1',
  avatarUploaded: 'my.pintar.identity.user-avatar-uploaded.v1',
  roleChanged: 'my.pintar.identity.user-role-changed.v1',
  deactivated: 'my.pintar.identity.user-deactivated.v1',
  reactivated: 'my.pintar.identity.user-reactivated.v1',
  resetCompleted: 'my.pintar.identity.password-reset-completed.v2',
  sessionStarted: 'my.pintar.identity.session-started.v1',
  sessionRefreshed: 'my.pintar.identity.session-refreshed.v1',
  sessionEnded: 'my.pintar.identity.session-ended.v1',
  sessionsRevoked: 'my.pintar.identity.user-sessions-revoked.v1',
  twoFactorEnabled: 'my.pintar.identity.two-factor-enabled.v2',
  twoFactorDisabled: 'my.pintar.identity.two-factor-disabled.v2',
  mailQueued: 'my.pintar.mail.mail-queued.v1',
} as const;

/** The private credentials stream: every secret of an account, keyed by its uid. */
export const CREDENTIAL_EVENTS = {
  passwordSet: 'my.pintar.credentials.password-set.v1',
  resetRequested: 'my.pintar.credentials.password-reset-requested.v1',
  resetCompleted: 'my.pintar.credentials.password-reset-completed.v1',
  twoFactorEnabled: 'my.pintar.credentials.two-factor-enabled.v1',
  twoFactorDisabled: 'my.pintar.credentials.two-factor-disabled.v1',
  recoveryCodeUsed: 'my.pintar.credentials.recovery-code-used.v1',
  legacyMigrated: 'my.pintar.credentials.legacy-credentials-migrated.v1',
} as const;

/**
 * The shape `pintar.identity` had before credentials moved off it: these carried password hashes,
 * reset-token hashes and second factors. Still in old logs; read only through legacy.ts.
 */
export const LEGACY_IDENTITY_EVENTS = {
  registrationRequested: 'my.pintar.identity.user-registration-requested.v1',
  passwordChanged: 'my.pintar.identity.password-changed.v1',
  resetRequested: 'my.pintar.identity.password-reset-requested.v1',
  resetCompleted: 'my.pintar.identity.password-reset-completed.v1',
  twoFactorEnabled: 'my.pintar.identity.two-factor-enabled.v1',
  twoFactorDisabled: 'my.pintar.identity.two-factor-disabled.v1',
  recoveryCodeUsed: 'my.pintar.identity.recovery-code-used.v1',
} as const;

export type Role = 'user' | 'admin' | 'super_admin';
export const ROLES: readonly Role[] = ['user', 'admin', 'super_admin'];

export type Permission =
  | 'view_dashboard'
  | 'manage_users'
  | 'view_analytics'
  | 'system_settings'
  | 'use_chat'
  | 'view_profile'
  | 'edit_profile';

const USER_PERMISSIONS: Permission[] = ['use_chat', 'view_profile', 'edit_profile'];
const ADMIN_PERMISSIONS: Permission[] = [
  'view_dashboard',
  'manage_users',
  'view_analytics',
  'system_settings',
];

/** The specification's permission map; admins also use the product like any user. */
export function permissionsOf(role: Role): Permission[] {
  return role === 'user' ? USER_PERMISSIONS : [...ADMIN_PERMISSIONS, ...USER_PERMISSIONS];
}

export const isAdminRole = (role: Role): boolean => role === 'admin' || role === 'super_admin';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A user's id follows from the e-mail address, so every registration for one address lands on
 * one key (one partition, one order) and the first one in the log wins, across API processes.
 */
export function uidFor(email: string): string {
  return `u_${createHash('sha256')
    .update(`pintar-user:${normalizeEmail(email)}`)
    .digest('hex')
    .slice(0, 24)}`;
}

export interface Preferences {
  language: 'en' | 'ms' | 'zh' | 'ta';
  theme: 'light' | 'dark' | 'system';
  notifications: boolean;
  /** Minutes without activity after which the server ends a session. */
  sessionTimeout?: number;
}

/** The settings screen's default idle time, in minutes. */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;

export const DEFAULT_PREFERENCES: Preferences = { language: 'en', theme: 'light', notifications: true };

/** The users read model: the specification's profile fields plus what the admin list shows. */
export interface UserDoc {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  photoURL: string | null;
  bio: string | null;
  location: string | null;
  emailVerified: boolean;
  role: Role;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
  isActive: boolean;
  status: 'active' | 'inactive' | 'invited';
  preferences: Preferences;
  twoFactorEnabled?: boolean;
  [field: string]: unknown;
}
