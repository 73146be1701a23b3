// Which account was created by this tab's sign-up: the chat greets it as new ("Welcome") until
// that person signs in again. Kept for the tab (a reload keeps it), never shared with other tabs.
const KEY = 'pintar.newAccount';

export function rememberNewAccount(uid: string | undefined): void {
  try {
    if (uid) window.sessionStorage.setItem(KEY, uid);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the greeting falls back to "Welcome back", nothing else depends on it.
  }
}

export function isNewAccount(uid: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === uid;
  } catch {
    return false;
  }
}
