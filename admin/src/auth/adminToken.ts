// Where the admin bearer token lives until the sign-in screen (a later issue) manages it.
// For now an operator pastes the API's admin bootstrap token into this key.
export const ADMIN_TOKEN_KEY = 'pintar.adminToken';

/** The stored admin token, or null when none is stored or storage is unavailable. */
export const readAdminToken = (): string | null => {
  try {
    const token = window.localStorage.getItem(ADMIN_TOKEN_KEY)?.trim();
    return token ? token : null;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames); behave as signed out.
    return null;
  }
};
