import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Ref } from 'react';
import { Trans } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

// The documents open in a new tab so a half-filled sign-up form is not lost.
const docLink = (to: string) => <Link component={RouterLink} to={to} target="_blank" rel="noopener" />;

export function TermsCheckbox({ checked, onChange, error, inputRef }: TermsCheckboxProps) {
  const errorId = 'signup-terms-error';
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                ref: inputRef,
                'aria-required': true,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              },
            }}
          />
        }
        label={
          <Trans
            i18nKey="signup.terms"
            components={{ terms: docLink('/terms'), privacy: docLink('/privacy') }}
          />
        }
      />
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
