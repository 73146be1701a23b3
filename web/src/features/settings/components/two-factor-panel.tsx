import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAction } from '../../../hooks/use-api-action';
import type { ApiFailure } from '../../../lib/api-outcome';
import { useAuth } from '../../../lib/auth-context';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from '../api/two-factor';
import './settings.css';

type Step =
  { kind: 'idle' } | { kind: 'enrolling'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

function errorKey(failure: ApiFailure): 'invalidCode' | 'wrongPassword' | 'failed' | null {
  if (failure.kind === 'aborted') return null;
  if (failure.kind === 'failed' && failure.code === 'invalid-two-factor-code') return 'invalidCode';
  if (failure.kind === 'failed' && failure.code === 'invalid-credential') return 'wrongPassword';
  return 'failed';
}

/**
 * Two-factor sign-in: set up with a QR code (drawn by the server, so the chat's bundle carries no
 * QR or TOTP code) and a confirming code, then the recovery codes once; off with password + code.
 */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const { user, updateUser } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = useApiAction(startTwoFactorSetup);
  const enable = useApiAction(enableTwoFactor);
  const disable = useApiAction(disableTwoFactor);
  if (!user) return null;
  const on = user.twoFactorEnabled === true;
  const fail = (failure: ApiFailure) => {
    const key = errorKey(failure);
    if (key) setError(t(`settings.twoFactor.errors.${key}`));
  };

  const begin = async () => {
    setError(null);
    const outcome = await setup.run();
    if (outcome.kind === 'ok') setStep({ kind: 'enrolling', setup: outcome.data });
    else fail(outcome);
  };
  const confirm = async (event: FormEvent, secret: string) => {
    event.preventDefault();
    setError(null);
    const outcome = await enable.run(secret, code.trim());
    if (outcome.kind !== 'ok') return fail(outcome);
    setCode('');
    setStep({ kind: 'codes', codes: outcome.data.recoveryCodes });
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await disable.run(password, code.trim());
    if (outcome.kind !== 'ok') return fail(outcome);
    setCode('');
    setPassword('');
    updateUser({ ...user, twoFactorEnabled: false });
  };

  return (
    <div className="pt-two-factor" aria-labelledby="two-factor-title" role="group">
      <h3 id="two-factor-title">{t('settings.twoFactor.title')}</h3>
      <p className="pt-body2 pt-muted" data-testid="two-factor-state">
        {t(on ? 'settings.twoFactor.on' : 'settings.twoFactor.off')}
      </p>
      {step.kind === 'idle' && !on && (
        <button
          type="button"
          className="pt-button pt-button-outlined"
          onClick={begin}
          disabled={setup.pending}
        >
          {t('settings.twoFactor.start')}
        </button>
      )}
      {step.kind === 'enrolling' && (
        <form className="pt-two-factor-form" onSubmit={(e) => void confirm(e, step.setup.secret)}>
          <p className="pt-body2">{t('settings.twoFactor.scan')}</p>
          <img src={step.setup.qrCode} alt={t('settings.twoFactor.qrAlt')} width={180} height={180} />
          <p className="pt-body2">
            {t('settings.twoFactor.key')}: <code data-testid="two-factor-secret">{step.setup.secret}</code>
          </p>
          <TextField
            label={t('settings.twoFactor.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
            sx={{ maxWidth: 360 }}
          />
          <div className="pt-two-factor-actions">
            <button type="submit" className="pt-button pt-button-contained" disabled={enable.pending}>
              {t('settings.twoFactor.confirm')}
            </button>
            <button
              type="button"
              className="pt-button pt-button-outlined"
              onClick={() => setStep({ kind: 'idle' })}
            >
              {t('settings.twoFactor.cancel')}
            </button>
          </div>
        </form>
      )}
      {step.kind === 'codes' && (
        <div>
          <h4>{t('settings.twoFactor.recoveryTitle')}</h4>
          <p className="pt-body2">{t('settings.twoFactor.recoveryNote')}</p>
          <ul className="pt-recovery-codes" data-testid="recovery-codes">
            {step.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="pt-button pt-button-contained"
            onClick={() => {
              updateUser({ ...user, twoFactorEnabled: true });
              setStep({ kind: 'idle' });
            }}
          >
            {t('settings.twoFactor.done')}
          </button>
        </div>
      )}
      {step.kind === 'idle' && on && (
        <form className="pt-two-factor-form" onSubmit={(e) => void turnOff(e)}>
          <TextField
            type="password"
            label={t('settings.twoFactor.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            sx={{ maxWidth: 360 }}
          />
          <TextField
            label={t('settings.twoFactor.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { maxLength: 32 } }}
            sx={{ maxWidth: 360 }}
          />
          <div className="pt-two-factor-actions">
            <button type="submit" className="pt-button pt-button-outlined" disabled={disable.pending}>
              {t('settings.twoFactor.disable')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </div>
  );
}
