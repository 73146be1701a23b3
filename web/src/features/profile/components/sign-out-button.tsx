import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { lazyNamed, useOpenedOnce } from '../../../components/layout/opened-once';
import { useAuth } from '../../../lib/auth-context';

// The confirmation (MUI Dialog, Modal and transitions) loads when Sign Out is first pressed.
const SignOutDialog = lazyNamed(() => import('./sign-out-dialog'), 'SignOutDialog');

/** Sign out after a confirmation (spec: 'Are you sure you want to sign out?'), then to the home page. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const mounted = useOpenedOnce(open);

  const confirm = async () => {
    setPending(true);
    await signOut('/');
  };

  return (
    <>
      <button
        type="button"
        className="pt-button pt-button-outlined pt-button-error"
        onClick={() => setOpen(true)}
      >
        <Icon name="logout" small />
        {t('nav.signOut')}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <SignOutDialog
            open={open}
            pending={pending}
            onCancel={() => setOpen(false)}
            onConfirm={() => void confirm()}
          />
        </Suspense>
      )}
    </>
  );
}
