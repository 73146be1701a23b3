import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { type Json, point, str } from './card-data';
import {
  type FavouriteInput,
  knownFavouriteIds,
  rememberFavourite,
  starFavourite,
  unstarFavourite,
} from '../../lib/favourites';
import { Hint } from '../hint';

const PLACE_ID = /^[A-Za-z0-9:._~-]{1,200}$/;

/** Stars a place card's place into the signed-in user's favourites (shown only when signed in). */
export function StarPlaceButton({ placeId, place }: { placeId: string | undefined; place: FavouriteInput }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [starred, setStarred] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const usable = Boolean(user && placeId && PLACE_ID.test(placeId));

  useEffect(() => {
    if (!usable || !placeId) return;
    let live = true;
    void knownFavouriteIds().then((ids) => live && setStarred(ids.has(placeId)));
    return () => {
      live = false;
    };
  }, [usable, placeId]);

  if (!usable || !placeId) return null;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    const signal = new AbortController().signal;
    const outcome = starred
      ? await unstarFavourite(signal, placeId)
      : await starFavourite(signal, placeId, place);
    setBusy(false);
    const done = outcome.kind === 'ok' || (starred && outcome.kind === 'failed' && outcome.status === 404);
    if (!done) return setFailed(true);
    rememberFavourite(placeId, !starred);
    setStarred(!starred);
  };
  const label = failed
    ? t('favorites.starFailed')
    : starred
      ? t('favorites.unstar', { place: place.name })
      : t('favorites.star', { place: place.name });
  return (
    <Hint title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={starred}
        disabled={busy}
        onClick={() => void toggle()}
        color={failed ? 'error' : starred ? 'warning' : 'default'}
      >
        {starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
      </IconButton>
    </Hint>
  );
}

/** What the star needs from a place of a places card: its id, and the details to keep (lat/lng required). */
export function favouriteOf(place: Json): { placeId: string | undefined; place: FavouriteInput } {
  const at = point(place);
  const name = str(place.name);
  return {
    placeId: at && name ? (str(place.id) ?? str(place.place_id)) : undefined,
    place: {
      name: name?.slice(0, 200) ?? '',
      address: (str(place.vicinity) ?? str(place.address))?.slice(0, 300) ?? null,
      category: (str(place.category) ?? str(place.type))?.slice(0, 100) ?? null,
      lat: at?.lat ?? 0,
      lng: at?.lng ?? 0,
    },
  };
}
