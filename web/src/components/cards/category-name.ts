import { PLACE_CATEGORIES, type PlaceCategory } from '@pintar/contracts/places';
import { useTranslation } from 'react-i18next';

const KNOWN: ReadonlySet<string> = new Set(PLACE_CATEGORIES);

/** A place category code (`rail_station`) as the reader's language names it; other text as sent. */
export function useCategoryName() {
  const { t } = useTranslation();
  return (code: string | undefined): string | undefined =>
    code && KNOWN.has(code) ? t(`cards.categories.${code as PlaceCategory}`) : code;
}
