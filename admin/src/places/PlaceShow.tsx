import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DateField,
  EditButton,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { NOT_SET } from '../common/NotSet';
import { safeHref } from '../outbox/safeHref';
import { EnhanceButton } from './EnhanceButton';
import { formatPoint } from './mapPoint';
import { CategoryField, EnhancedField, PlaceStatusField } from './PlaceFields';
import type { Place } from './types';

const PlaceShowActions = () => (
  <TopToolbar>
    <EditButton />
    <EnhanceButton />
  </TopToolbar>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
};

const Text = ({ source }: { source: keyof Place }) => (
  <Labeled source={source}>
    <TextField source={source} emptyText={NOT_SET} />
  </Labeled>
);

const When = ({ source }: { source: 'enhanced_at' | 'created_at' | 'updated_at' }) => (
  <Labeled source={source}>
    <DateField source={source} showTime emptyText={NOT_SET} />
  </Labeled>
);

const Types = () => {
  const translate = useTranslate();
  return (
    <Labeled source="types">
      <FunctionField<Place>
        source="types"
        render={(place) => (place.types?.length ? place.types.join(', ') : translate(NOT_SET))}
      />
    </Labeled>
  );
};

const Translated = ({ source, prefix }: { source: 'source' | 'enhanced_by'; prefix: string }) => {
  const translate = useTranslate();
  return (
    <Labeled source={source}>
      <FunctionField<Place>
        source={source}
        render={(place) => {
          const value = place[source];
          return value ? translate(`${prefix}.${value}`, { _: value }) : translate(NOT_SET);
        }}
      />
    </Labeled>
  );
};

const Coordinates = () => {
  const place = useRecordContext<Place>();
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      {place?.location ? formatPoint(place.location) : translate(NOT_SET)}
    </Typography>
  );
};

/** A link only for http(s) addresses: imported data must never make a javascript: link clickable. */
const Website = () => {
  const place = useRecordContext<Place>();
  const translate = useTranslate();
  const href = safeHref(place?.website, window.location.origin);
  if (!place?.website) return <Typography variant="body2">{translate(NOT_SET)}</Typography>;
  if (!href) return <Typography variant="body2">{place.website}</Typography>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
      {place.website}
    </Link>
  );
};

const Header = () => {
  const place = useRecordContext<Place>();
  if (!place) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
      <Typography variant="h5" component="p">
        {place.name}
      </Typography>
      <PlaceStatusField />
      <EnhancedField />
    </Stack>
  );
};

const grid = { display: 'grid', gap: 4, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' };

/** Every field of the place (docs/places.md), grouped, with where it came from and who changed it. */
export const PlaceShow = () => (
  <Show actions={<PlaceShowActions />}>
    <Card variant="outlined" sx={{ border: 0 }}>
      <CardContent>
        <Header />
        <Box sx={grid}>
          <Section title="resources.places.sections.place">
            <Text source="id" />
            <Text source="name" />
            <Labeled source="category">
              <CategoryField />
            </Labeled>
            <Types />
            <Labeled source="status">
              <PlaceStatusField />
            </Labeled>
          </Section>
          <Section title="resources.places.sections.address">
            <Text source="address" />
            <Text source="district" />
            <Text source="city" />
            <Text source="state" />
            <Text source="postcode" />
            <Labeled source="location">
              <Coordinates />
            </Labeled>
          </Section>
          <Section title="resources.places.sections.details">
            <Text source="phone" />
            <Labeled source="website">
              <Website />
            </Labeled>
            <Labeled source="rating">
              <NumberField source="rating" emptyText={NOT_SET} />
            </Labeled>
            <Labeled source="price_level">
              <NumberField source="price_level" emptyText={NOT_SET} />
            </Labeled>
            <Text source="opening_hours" />
          </Section>
          <Section title="resources.places.sections.provenance">
            <Translated source="source" prefix="resources.places.sources" />
            <Text source="source_id" />
            <Translated source="enhanced_by" prefix="resources.places.sources" />
            <When source="enhanced_at" />
            <Text source="import_id" />
            <When source="created_at" />
            <Text source="created_by" />
            <When source="updated_at" />
            <Text source="updated_by" />
          </Section>
        </Box>
      </CardContent>
    </Card>
  </Show>
);
