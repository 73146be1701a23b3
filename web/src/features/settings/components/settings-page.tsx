import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStagedParts } from '../../../hooks/use-staged-parts';
import { useSettingsForm } from '../hooks/use-settings-form';
import { DataManagement } from './data-management';
import { useSettingsSections } from './settings-sections';
import './settings.css';

const MENU = ['appearance', 'notifications', 'privacy', 'performance', 'preferences', 'data'] as const;

/**
 * The page's frame (title, section menu, save bar) is plain CSS (settings.css) and its sections
 * commit one at a time: the first commit renders MUI only for the first screen's fields.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { draft, change, save, saving, reset, message, isAdmin, replaceDraft } = useSettingsForm();
  const parts = [
    ...useSettingsSections({ draft, change }),
    <DataManagement key="data" isAdmin={isAdmin} onSettings={replaceDraft} />,
  ];
  // Two sections fill a phone's first screen; the rest follow one commit each.
  const shown = useStagedParts(parts.length, 2);
  return (
    <div className="pt-settings">
      <RouterLink className="pt-settings-back" to="/profile">
        {t('settings.back')}
      </RouterLink>
      <h1 className="pt-settings-title">{t('settings.title')}</h1>
      <div className="pt-settings-grid">
        <nav aria-label={t('settings.menu')} className="pt-settings-menu">
          <ul>
            {MENU.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{t(`settings.sections.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pt-settings-parts">
          {parts.slice(0, shown)}
          <div className="pt-settings-actions">
            <button
              type="button"
              className="pt-button pt-button-contained"
              onClick={() => void save()}
              disabled={saving}
            >
              {saving ? t('settings.saving') : t('settings.save')}
            </button>
            <button type="button" className="pt-button pt-button-outlined" onClick={reset} disabled={saving}>
              {t('settings.reset')}
            </button>
            {message && (
              <Alert
                severity={message.kind === 'saved' ? 'success' : 'error'}
                role="status"
                sx={{ flex: '1 1 240px' }}
              >
                {t(`settings.message.${message.kind}`)}
              </Alert>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
