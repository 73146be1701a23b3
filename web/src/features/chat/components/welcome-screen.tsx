import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { PAGE_ICONS } from '../../../components/layout/page-icons';
import { isNewAccount } from '../../../lib/new-account';
import type { UserProfile } from '../../../lib/session';
import { greetingKey } from '../utils/greeting';
import './chat-parts.css';

const TOPICS = [
  { id: 'gettingAround', icon: <Icon name="directionsTransit" /> },
  { id: 'weather', icon: <Icon name="wbSunny" /> },
  { id: 'placesNearMe', icon: <Icon name="place" /> },
  { id: 'emergencies', icon: <Icon name="localHospital" /> },
  { id: 'costs', icon: <Icon d={PAGE_ICONS.payments} /> },
] as const satisfies ReadonlyArray<{ id: string; icon: ReactNode }>;

/**
 * A new chat: a greeting in the interface language and starter prompts that send on click. Plain
 * elements and CSS (chat-parts.css): it is the first screen of /chat.
 */
export function WelcomeScreen({
  user,
  onPrompt,
}: {
  user: UserProfile | null;
  onPrompt: (text: string) => void;
}) {
  const { t } = useTranslation();
  const name = user?.displayName || undefined;
  return (
    <div className="pt-welcome">
      <h1 className="pt-welcome-title">
        {t(greetingKey(name, user ? isNewAccount(user.uid) : false), { name })}
      </h1>
      <p className="pt-muted pt-welcome-subtitle">{t('chat.welcome.subtitle')}</p>
      <h2 className="pt-welcome-topics">{t('chat.welcome.topics')}</h2>
      <ul className="pt-welcome-prompts">
        {TOPICS.map(({ id, icon }) => {
          const prompt = t(`chat.welcome.prompts.${id}`);
          return (
            <li key={id}>
              <button type="button" className="pt-welcome-prompt" onClick={() => onPrompt(prompt)}>
                {icon}
                <span>
                  <span className="pt-body2 pt-welcome-topic">{t(`chat.welcome.${id}`)}</span>
                  <span className="pt-body2 pt-muted">{prompt}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
