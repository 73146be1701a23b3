import type { CloudEvent } from '@pintar/contracts';
import { CREDENTIAL_EVENTS as C, IDENTITY_EVENTS as T, LEGACY_IDENTITY_EVENTS as L } from './identity.ts';

type Data = Record<string, unknown>;

/**
 * An identity event as the current shape has it. Logs written before credentials moved to their
 * own stream still hold the old events, secrets inside: the account part of each is kept (under
 * the current type), the secret part is dropped, and events that were only a secret are skipped
 * (null). The secrets themselves reach the credentials stream through the start-up migration.
 */
export function currentIdentityEvent(event: CloudEvent): CloudEvent | null {
  const data = event.data as Data;
  switch (event.type) {
    case L.registrationRequested: {
      const { passwordHash: _secret, ...account } = data;
      return { ...event, type: T.registrationRequested, data: account };
    }
    case L.resetCompleted:
      return { ...event, type: T.resetCompleted, data: { uid: data.uid } };
    case L.twoFactorEnabled:
      return { ...event, type: T.twoFactorEnabled, data: { uid: data.uid } };
    case L.twoFactorDisabled:
      return { ...event, type: T.twoFactorDisabled, data: { uid: data.uid } };
    case L.passwordChanged:
    case L.resetRequested:
    case L.recoveryCodeUsed:
      return null;
    default:
      return event;
  }
}

/** The credentials-stream event an old identity event's secret becomes, or null if it had none. */
export function legacyCredentialEvent(event: CloudEvent): { type: string; data: Data } | null {
  const d = event.data as Data;
  switch (event.type) {
    case L.registrationRequested:
      return {
        type: C.passwordSet,
        data: { uid: d.uid, passwordHash: d.passwordHash, reason: 'registration' },
      };
    case L.passwordChanged:
      return { type: C.passwordSet, data: { uid: d.uid, passwordHash: d.passwordHash, reason: 'change' } };
    case L.resetRequested:
      return { type: C.resetRequested, data: d };
    case L.resetCompleted:
      return { type: C.resetCompleted, data: d };
    case L.twoFactorEnabled:
      return { type: C.twoFactorEnabled, data: d };
    case L.twoFactorDisabled:
      return { type: C.twoFactorDisabled, data: { uid: d.uid } };
    case L.recoveryCodeUsed:
      return { type: C.recoveryCodeUsed, data: d };
    default:
      return null;
  }
}
