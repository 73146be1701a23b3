import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPassword } from '../../features/auth/components/reset-password';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/reset-password?token=…`, also the target of invitations (`&invite=1`). Open to everyone. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const invite = params.get('invite') === '1';
  useDocumentTitle(invite ? t('reset.inviteTitle') : t('reset.pageTitle'));
  const token = params.get('token');
  // A new token (another link opened in this tab) starts the form afresh.
  return <ResetPassword key={token ?? ''} token={token} invite={invite} />;
}
