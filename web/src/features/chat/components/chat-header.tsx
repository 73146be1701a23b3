import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { Icon } from '../../../components/layout/icon';
import { PAGE_ICONS } from '../../../components/layout/page-icons';
import type { ConnectionLabel } from '../utils/connection-label';
import './chat-parts.css';

const DOT: Record<ConnectionLabel, string> = {
  connected: 'var(--pt-success)',
  typing: 'var(--pt-success)',
  ready: 'var(--pt-success)',
  processing: 'var(--pt-warning)',
  reconnecting: 'var(--pt-warning)',
  offline: 'var(--pt-error)',
};

interface ChatHeaderProps {
  title: string;
  connection: ConnectionLabel;
  onMenu?: () => void;
  onShare: () => void;
  onExport: () => void;
  onNewChat: () => void;
  canExport: boolean;
}

/** The open chat's title, connection state and actions; plain CSS (chat-parts.css), on the first screen. */
export function ChatHeader({
  title,
  connection,
  onMenu,
  onShare,
  onExport,
  onNewChat,
  canExport,
}: ChatHeaderProps) {
  const { t } = useTranslation();
  const action = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Hint title={label}>
      <span>
        <button
          type="button"
          className="pt-icon-button"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
        >
          {icon}
        </button>
      </span>
    </Hint>
  );
  return (
    <div className="pt-chat-header">
      {onMenu && action(t('chat.openSidebar'), <Icon name="menu" />, onMenu)}
      <div className="pt-chat-header-text">
        <h1 className="pt-chat-title" data-testid="chat-title">
          {title}
        </h1>
        <div
          role="status"
          aria-label={t('chat.connection.label', { state: t(`chat.connection.${connection}`) })}
          className="pt-chat-connection"
        >
          <span aria-hidden="true" className="pt-chat-dot" style={{ backgroundColor: DOT[connection] }} />
          <span className="pt-caption pt-muted" data-testid="connection-state">
            {t(`chat.connection.${connection}`)}
          </span>
        </div>
      </div>
      {action(t('chat.share'), <Icon d={PAGE_ICONS.share} />, onShare, !canExport)}
      {action(t('chat.export'), <Icon d={PAGE_ICONS.download} />, onExport, !canExport)}
      {action(t('chat.newChat'), <Icon d={PAGE_ICONS.add} />, onNewChat)}
    </div>
  );
}
