import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, languageName } from '../../i18n/languages';
import { updateSettings, useSettings } from '../../lib/settings-store';
import { ChoiceMenu } from './choice-menu';
import { Icon } from './icon';

export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language } = useSettings().general;
  const name = languageName(language);
  return (
    <ChoiceMenu
      buttonLabel={t('language.button', { language: name })}
      buttonText={compact ? undefined : name}
      buttonIcon={<Icon name="translate" />}
      choices={LANGUAGE_OPTIONS.map((option) => ({
        value: option.code,
        label: option.nativeName,
        lang: option.code,
      }))}
      value={language}
      onChange={(next) => updateSettings('general', { language: next })}
    />
  );
}
