import { useTranslation } from 'react-i18next';
import { FavoritesPage } from '../../features/favorites/components/favorites-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function FavoritesRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('favorites.pageTitle'));
  return <FavoritesPage />;
}
