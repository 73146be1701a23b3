import type { Preferences, Role } from './identity.ts';

/** Payloads of the identity events (schemas in contracts/asyncapi.yaml). */
export interface RegistrationRequested {
  uid: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
}
export interface Invited {
  uid: string;
  email: string;
  displayName: string;
  invitedBy: string;
}
export interface ProfileUpdated {
  uid: string;
  changes: { displayName?: string; bio?: string; location?: string; preferences?: Partial<Preferences> };
}
export interface AvatarUploaded {
  uid: string;
  avatarId: string;
  contentType: string;
  data: string;
}
export interface RoleChanged {
  uid: string;
  role: Role;
  previousRole: Role;
}
/** On the credentials stream: a registration's password is kept only if the uid has none yet. */
export interface PasswordSet {
  uid: string;
  passwordHash: string;
  reason: 'registration' | 'change';
}
export interface ResetRequested {
  uid: string;
  tokenHash: string;
  expiresAt: string;
  kind: 'password-reset' | 'invitation';
}
export interface ResetCompleted {
  uid: string;
  tokenHash: string;
  passwordHash: string;
}
/** On the identity topic: the account's link was used, so its address is verified. */
export interface AccountResetCompleted {
  uid: string;
}
export interface SessionStarted {
  uid: string;
  familyId: string;
  tokenHash: string;
  expiresAt: string;
}
export interface SessionRefreshed {
  uid: string;
  familyId: string;
  previousHash: string;
  tokenHash: string;
}
export interface SessionEnded {
  uid: string;
  familyId: string;
  reason: 'sign-out' | 'reuse' | 'idle';
}
export interface SessionsRevoked {
  uid: string;
  exceptFamilyId: string | null;
  reason: 'password-changed' | 'password-reset' | 'deactivated' | 'role-changed';
}
export interface MailQueued {
  mailId: string;
  to: string;
  subject: string;
  text: string;
  kind: 'password-reset' | 'invitation';
  link: string;
}
/** The TOTP secret travels encrypted (AES-256-GCM), recovery codes only as SHA-256 hashes. */
export interface TwoFactorEnabled {
  uid: string;
  secretCipher: string;
  recoveryCodeHashes: string[];
}
export interface LegacyMigrated {
  /** How many old identity events were copied onto the credentials stream this time. */
  events: number;
  from: string;
}
export interface TwoFactorDisabled {
  uid: string;
}
export interface RecoveryCodeUsed {
  uid: string;
  codeHash: string;
}
