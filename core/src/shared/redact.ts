/**
 * Fields whose values never reach a log line, wherever a handler or an error carries them (one
 * or two levels deep, as pino's `redact` matches paths). Shared by the API and the workers.
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'refreshToken',
  'accessToken',
  'token',
  'authorization',
  'cookie',
  'jwtSecret',
  'secret',
  'link',
  // Two-factor sign-in: the TOTP secret in any form, and recovery codes.
  'otpauthUri',
  'qrCode',
  'secretCipher',
  'totpSecretCipher',
  'recoveryCodes',
  'recoveryCodeHashes',
];

export const LOG_REDACT_PATHS: readonly string[] = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'err.body',
  'err.config',
];

export const LOG_REDACTION = { paths: [...LOG_REDACT_PATHS], censor: '[redacted]' };
