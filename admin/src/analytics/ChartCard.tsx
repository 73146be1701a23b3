import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FetchState } from '../overview/FetchState';
import type { LiveState } from '../overview/useLiveFetch';

/** One chart with its title, where its figures come from, and its loading or error state. */
export function ChartCard<T>({
  title,
  source,
  state,
  children,
}: {
  title: string;
  source: string;
  state: LiveState<T>;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {source}
          {state.receivedAt
            ? translate('pintar.ops.analytics.received', { time: state.receivedAt.toLocaleTimeString() })
            : ''}
        </Typography>
        <FetchState state={state} what={title.toLowerCase()} />
        {state.data && children(state.data)}
      </CardContent>
    </Card>
  );
}
