import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { createDefaultSettings, type Settings, type SettingsGroup } from '../../../lib/settings';
import { replaceSettings, updateSettings, useSettings } from '../../../lib/settings-store';
import { saveAccountPreferences } from '../api/save-account-preferences';

export const MESSAGE_MS = 3000;

export type SaveMessage = { kind: 'saved' } | { kind: 'device-failed' } | { kind: 'account-failed' } | null;

/**
 * The settings screen's draft. Theme and language apply (and are stored) at once; the rest waits
 * for Save, which stores everything on the device and the server-side preferences on the account.
 */
export function useSettingsForm() {
  const stored = useSettings();
  const { user, updateUser } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [draft, setDraft] = useState<Settings>(stored);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<SaveMessage>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Theme and language apply at once (and can change from the header menus): always the stored ones.
  const current: Settings = { ...draft, general: stored.general };

  const change = useCallback(<G extends SettingsGroup>(group: G, patch: Partial<Settings[G]>) => {
    if (group === 'general') updateSettings('general', patch as Partial<Settings['general']>);
    else setDraft((d) => ({ ...d, [group]: { ...d[group], ...patch } }));
  }, []);

  const show = (next: SaveMessage) => {
    window.clearTimeout(timer.current);
    setMessage(next);
    if (next?.kind === 'saved') timer.current = window.setTimeout(() => setMessage(null), MESSAGE_MS);
  };

  const save = async () => {
    setSaving(true);
    try {
      replaceSettings(current);
    } catch {
      setSaving(false);
      return show({ kind: 'device-failed' });
    }
    if (user) {
      const outcome = await saveAccountPreferences(new AbortController().signal, current);
      if (outcome.kind === 'ok') updateUser(outcome.data);
      else {
        setSaving(false);
        return show({ kind: 'account-failed' });
      }
    }
    setSaving(false);
    show({ kind: 'saved' });
  };

  const reset = () => {
    const defaults = createDefaultSettings({ isAdmin });
    setDraft(defaults);
    updateSettings('general', defaults.general);
  };

  return { draft: current, change, save, saving, reset, message, isAdmin, replaceDraft: setDraft };
}
