import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorScreen } from '../../features/errors/components/error-screen';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The router's error boundary: the error page the spec's rules choose; reset navigates afresh. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('error.title'));
  const reset = useCallback(
    () => void navigate(`${location.pathname}${location.search}`, { replace: true }),
    [navigate, location.pathname, location.search],
  );
  return <ErrorScreen key={location.key} error={error} onReset={reset} />;
}
