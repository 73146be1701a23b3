import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '../../../i18n/languages';
import { allowDesktopNotifications } from '../../../lib/answer-alert';
import { useAuth } from '../../../lib/auth-context';
import { type Settings, type SettingsGroup, THEMES, TIME_FORMATS, UNITS } from '../../../lib/settings';
import { SelectField, SwitchField } from './setting-fields';
import { TwoFactorPanel } from './two-factor-panel';
import './settings.css';

type Change = <G extends SettingsGroup>(group: G, patch: Partial<Settings[G]>) => void;

/** A card of settings; plain CSS (settings.css), its fields are MUI. */
export function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-title`} className="pt-settings-section">
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <div className="pt-settings-fields">{props.children}</div>
    </section>
  );
}

/**
 * Appearance, Notifications, Privacy & Security, Performance and Preferences, as one element per
 * section so that the page can commit them one at a time. Only settings Pintar acts on are shown
 * (docs/web.md lists the spec's others and why they are left out).
 */
export function useSettingsSections({ draft, change }: { draft: Settings; change: Change }): ReactNode[] {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [desktopBlocked, setDesktopBlocked] = useState(false);
  const toggle = <G extends SettingsGroup>(group: G, field: keyof Settings[G] & string, note?: string) => (
    <SwitchField
      key={field}
      label={t(`settings.fields.${group}.${field}` as 'settings.fields.privacy.analytics')}
      checked={draft[group][field] as boolean}
      onChange={(v) => change(group, { [field]: v } as Partial<Settings[G]>)}
      note={note}
    />
  );
  // Desktop notifications need the browser's permission, asked when the switch is turned on.
  const toggleDesktop = async (on: boolean) => {
    const allowed = on ? await allowDesktopNotifications() : true;
    setDesktopBlocked(!allowed);
    change('notifications', { desktop: on && allowed });
  };
  const { general: g, preferences: pr, security: s } = draft;
  return [
    <Section key="appearance" id="appearance" title={t('settings.sections.appearance')}>
      <SelectField
        label={t('settings.fields.general.theme')}
        value={g.theme}
        options={THEMES.map((v) => ({ value: v, label: t(`settings.themes.${v}`) }))}
        onChange={(theme) => change('general', { theme })}
        helper={t('settings.appliedAtOnce')}
      />
      <SelectField
        label={t('settings.fields.general.language')}
        value={g.language}
        options={LANGUAGE_OPTIONS.map((o) => ({ value: o.code, label: o.nativeName }))}
        onChange={(language) => change('general', { language })}
        helper={t('settings.appliedAtOnce')}
      />
    </Section>,
    <Section key="notifications" id="notifications" title={t('settings.sections.notifications')}>
      <SwitchField
        label={t('settings.fields.notifications.desktop')}
        checked={draft.notifications.desktop}
        onChange={(on) => void toggleDesktop(on)}
        note={desktopBlocked ? t('settings.desktopBlocked') : t('settings.desktopNote')}
      />
      {toggle('notifications', 'sound', t('settings.soundNote'))}
    </Section>,
    <Section key="privacy" id="privacy" title={t('settings.sections.privacy')}>
      {user && (
        <TextField
          type="number"
          label={t('settings.fields.security.sessionTimeout')}
          value={s.sessionTimeout}
          onChange={(e) =>
            change('security', { sessionTimeout: Math.min(1440, Math.max(5, Number(e.target.value) || 30)) })
          }
          helperText={t('settings.sessionTimeoutNote')}
          slotProps={{ htmlInput: { min: 5, max: 1440 } }}
          sx={{ maxWidth: 360 }}
        />
      )}
      {user ? <TwoFactorPanel /> : <p className="pt-body2 pt-muted">{t('settings.signInForSecurity')}</p>}
    </Section>,
    <Section key="performance" id="performance" title={t('settings.sections.performance')}>
      {toggle('performance', 'animationsEnabled')}
    </Section>,
    <Section key="preferences" id="preferences" title={t('settings.sections.preferences')}>
      <TextField
        label={t('settings.fields.preferences.defaultLocation')}
        value={pr.defaultLocation}
        onChange={(e) => change('preferences', { defaultLocation: e.target.value.slice(0, 100) })}
        helperText={t('settings.defaultLocationNote')}
        sx={{ maxWidth: 360 }}
      />
      <SelectField
        label={t('settings.fields.preferences.units')}
        value={pr.units}
        options={UNITS.map((v) => ({ value: v, label: t(`settings.units.${v}`) }))}
        onChange={(units) => change('preferences', { units })}
      />
      <SelectField
        label={t('settings.fields.preferences.timeFormat')}
        value={pr.timeFormat}
        options={TIME_FORMATS.map((v) => ({ value: v, label: t(`settings.timeFormats.${v}`) }))}
        onChange={(timeFormat) => change('preferences', { timeFormat })}
      />
    </Section>,
  ];
}
