import type { CardType, ChatCard as ChatCardData } from '@pintar/contracts/chat';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFrame } from './card-frame';
import { cardStatus } from './card-status';

// The card views (and their icons) load with the first answer that has a card, not with the chat
// route: a conversation's opening screen shows none. Meanwhile the card shows as loading.
const CardView = lazy(() => import('./card-view').then((module) => ({ default: module.ChatCard })));

export function ChatCard({ card, onRetry }: { card: ChatCardData; onRetry?: () => void }) {
  return (
    <Suspense fallback={<LoadingCard type={card.type} />}>
      <CardView card={card} onRetry={onRetry} />
    </Suspense>
  );
}

/** While the assistant looks something up: a card placeholder, loading. */
export function LoadingCard({ type }: { type?: CardType }) {
  const { t } = useTranslation();
  const label = type ? t('cards.loading', { card: t(`cards.names.${type}`) }) : t('chat.stages.looking_up');
  return <CardFrame title={label} status={{ state: 'loading', label }} testId="loading-card" />;
}

/**
 * The cards an answer shows: a route card draws its own map of the same two ends, so the map card
 * sent beside it is left out (it stays when the route card could not be shown).
 */
export function shownCards(cards: readonly ChatCardData[]): ChatCardData[] {
  const routeShown = cards.some((c) => c.type === 'route' && cardStatus(c.data, '').state !== 'error');
  return routeShown ? cards.filter((c) => c.type !== 'map') : [...cards];
}
