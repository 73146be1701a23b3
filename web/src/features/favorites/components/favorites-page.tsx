import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { askLink, type Favourite, placeLabel } from '../../../lib/favourites';
import { useFavourites } from '../hooks/use-favourites';

function FavouriteItem(props: {
  place: Favourite;
  removing: boolean;
  failed: boolean;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { place } = props;
  const starred = new Intl.DateTimeFormat(`${i18n.language}-MY`, { dateStyle: 'medium' }).format(
    new Date(place.starredAt),
  );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="favourite">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {place.name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {[place.category, place.address, t('favorites.starredOn', { date: starred })]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={askLink(t('favorites.question', { place: placeLabel(place) }))}
          variant="contained"
          size="small"
        >
          {t('favorites.ask')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          onClick={props.onRemove}
          disabled={props.removing}
          aria-label={t('favorites.removeNamed', { place: place.name })}
        >
          {props.removing ? t('favorites.removing') : t('favorites.remove')}
        </Button>
      </Box>
      {props.failed && <Alert severity="error">{t('favorites.removeFailed')}</Alert>}
    </Paper>
  );
}

export function FavoritesPage() {
  const { t } = useTranslation();
  const { state, remove, removing, removeFailed, retry } = useFavourites();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Link component={RouterLink} to="/profile">
        {t('favorites.back')}
      </Link>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, my: 2 }}>
        {t('favorites.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('favorites.intro')}</Typography>
      {state.kind === 'loading' && <CircularProgress aria-label={t('favorites.loading')} />}
      {state.kind === 'failed' && (
        <Alert severity="error" action={<Button onClick={retry}>{t('favorites.retry')}</Button>}>
          {state.network ? t('favorites.offline') : t('favorites.loadFailed')}
        </Alert>
      )}
      {state.kind === 'loaded' && state.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('favorites.empty')}</Typography>
          <Button component={RouterLink} to="/chat" sx={{ mt: 2 }} variant="contained">
            {t('favorites.findPlaces')}
          </Button>
        </Paper>
      )}
      {state.kind === 'loaded' && state.items.length > 0 && (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('favorites.count', { count: state.items.length, max: state.max })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {state.items.map((place) => (
              <FavouriteItem
                key={place.placeId}
                place={place}
                removing={removing === place.placeId}
                failed={removeFailed === place.placeId}
                onRemove={() => void remove(place.placeId)}
              />
            ))}
          </Box>
        </>
      )}
    </Container>
  );
}
