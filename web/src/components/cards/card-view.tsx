// Every card view, in a chunk of its own that loads with the first card (see chat-card.tsx).
import type { CardType, ChatCard as ChatCardData } from '@pintar/contracts/chat';
import { useTranslation } from 'react-i18next';
import { obj } from './card-data';
import { cardStatus } from './card-status';
import type { CardProps } from './card-frame';
import { CostCard } from './cost-card';
import { EmergencyCard } from './emergency-card';
import { ItineraryCard } from './itinerary-card';
import { KnowledgeCard } from './knowledge-card';
import { MapCard } from './map-card';
import { PlacesCard } from './places-card';
import { RouteCard } from './route-card';
import { TransportCard } from './transport-card';
import { WeatherCard } from './weather-card';

type CardView = (props: CardProps) => React.JSX.Element;

const VIEWS: Record<CardType, CardView> = {
  route: RouteCard,
  map: MapCard,
  weather: WeatherCard,
  transport: TransportCard,
  emergency: EmergencyCard,
  itinerary: ItineraryCard,
  costAnalysis: CostCard,
  places: PlacesCard,
  knowledge: KnowledgeCard,
};

export function ChatCard({ card, onRetry }: { card: ChatCardData; onRetry?: () => void }) {
  const { t } = useTranslation();
  const View = VIEWS[card.type];
  if (!View) return null; // A card type newer than this app.
  return (
    <View data={obj(card.data) ?? {}} status={cardStatus(card.data, t('cards.error'))} onRetry={onRetry} />
  );
}
