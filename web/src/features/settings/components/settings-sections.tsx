import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS } from '../../../i18n/languages';
import {
  PROFILE_VISIBILITIES,
  type Settings,
  type SettingsGroup,
  THEMES,
  TIME_FORMATS,
  UNITS,
} from '../../../lib/settings';
import { SelectField, SwitchField } from './setting-fields';
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
 * Appearance, Notifications, Privacy & Security, Performance and Preferences: every group of the
 * spec, as one element per section so that the page can commit them one at a time.
 */
export function useSettingsSections({
  draft,
  change,
  isAdmin,
}: {
  draft: Settings;
  change: Change;
  isAdmin: boolean;
}): ReactNode[] {
  const { t } = useTranslation();
  const notYet = t('settings.notYetUsed');
  const toggle = <G extends SettingsGroup>(group: G, field: keyof Settings[G] & string, note?: string) => (
    <SwitchField
      key={field}
      label={t(`settings.fields.${group}.${field}` as 'settings.fields.privacy.analytics')}
      checked={draft[group][field] as boolean}
      onChange={(v) => change(group, { [field]: v } as Partial<Settings[G]>)}
      note={note}
    />
  );
  const { general: g, privacy: p, preferences: pr, security: s } = draft;
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
      <p className="pt-body2 pt-muted">{t('settings.notificationsNote')}</p>
      {toggle('notifications', 'email')}
      {toggle('notifications', 'push', notYet)}
      {toggle('notifications', 'sound', notYet)}
      {toggle('notifications', 'desktop', notYet)}
      {isAdmin && toggle('notifications', 'adminAlerts', notYet)}
    </Section>,
    <Section key="privacy" id="privacy" title={t('settings.sections.privacy')}>
      <SelectField
        label={t('settings.fields.privacy.profileVisibility')}
        value={p.profileVisibility}
        options={PROFILE_VISIBILITIES.map((v) => ({ value: v, label: t(`settings.visibility.${v}`) }))}
        onChange={(profileVisibility) => change('privacy', { profileVisibility })}
        helper={notYet}
      />
      {toggle('privacy', 'dataCollection', notYet)}
      {toggle('privacy', 'analytics', notYet)}
      {toggle('privacy', 'locationTracking', notYet)}
      {toggle('privacy', 'twoFactorAuth', notYet)}
      <TextField
        type="number"
        label={t('settings.fields.security.sessionTimeout')}
        value={s.sessionTimeout}
        onChange={(e) =>
          change('security', { sessionTimeout: Math.min(1440, Math.max(5, Number(e.target.value) || 30)) })
        }
        helperText={notYet}
        slotProps={{ htmlInput: { min: 5, max: 1440 } }}
        sx={{ maxWidth: 360 }}
      />
      {toggle('security', 'requirePasswordChange', notYet)}
      {toggle('security', 'loginNotifications', notYet)}
      {toggle('security', 'ipWhitelist', notYet)}
    </Section>,
    <Section key="performance" id="performance" title={t('settings.sections.performance')}>
      {toggle('performance', 'autoRefresh', notYet)}
      {toggle('performance', 'animationsEnabled')}
      {toggle('performance', 'compactMode', notYet)}
      {toggle('performance', 'highContrast', notYet)}
    </Section>,
    <Section key="preferences" id="preferences" title={t('settings.sections.preferences')}>
      {toggle('preferences', 'autoSave', notYet)}
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
