import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '../../../i18n/locales/en';
import { type ContactSubmitResult, useSubmitContact } from '../api/submit-contact';
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactIssue,
  type ContactValues,
  contactIssues,
  trimContact,
} from '../validate-contact';

const EMPTY: ContactValues = { name: '', email: '', company: '', subject: '', message: '' };

const FIELD_PROPS: Record<ContactField, { autoComplete: string; type?: string; required: boolean }> = {
  name: { autoComplete: 'name', required: true },
  email: { autoComplete: 'email', type: 'email', required: true },
  company: { autoComplete: 'organization', required: false },
  subject: { autoComplete: 'off', required: true },
  message: { autoComplete: 'off', required: true },
};

type Rules = Resource['contact']['validation'];
type ValidationKey = {
  [F in ContactField]: `contact.validation.${F}.${keyof Rules[F] & string}`;
}[ContactField];

// contactIssues only reports rules that apply to the field, so the key always exists.
function validationKey(field: ContactField, issue: ContactIssue): ValidationKey {
  return `contact.validation.${field}.${issue.rule}` as ValidationKey;
}

interface ContactFormProps {
  onSent: () => void;
  focusOnMount?: boolean;
}

export function ContactForm({ onSent, focusOnMount = false }: ContactFormProps) {
  const { t } = useTranslation();
  const { submit, isSending } = useSubmitContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (focusOnMount) inputs.current.name?.focus();
  }, [focusOnMount]);

  const showErrors = (next: ContactErrors) => {
    setErrors(next);
    const first = CONTACT_FIELDS.find((field) => next[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // An error stays until the field it is about is edited.
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };

  const handleResult = (result: ContactSubmitResult) => {
    switch (result.kind) {
      case 'sent':
        onSent();
        return;
      case 'invalid': {
        const fieldErrors: ContactErrors = {};
        for (const field of CONTACT_FIELDS) {
          const message = result.fieldErrors[field];
          if (message) fieldErrors[field] = message;
        }
        showErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setAlert([result.message ?? t('contact.failed')]);
        return;
      }
      case 'rate-limited':
        setAlert([
          result.message ?? t('contact.failed'),
          ...(result.retryAfterSeconds === undefined
            ? []
            : [t('contact.retryAfter', { count: result.retryAfterSeconds })]),
        ]);
        return;
      case 'failed':
        setAlert([result.message ?? t('contact.failed')]);
        return;
      case 'network':
        setAlert([t('contact.networkError')]);
        return;
      case 'aborted':
        return;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setAlert([]);
    const input = trimContact(values);
    const issues = contactIssues(input);
    const clientErrors: ContactErrors = {};
    for (const field of CONTACT_FIELDS) {
      const issue = issues[field];
      if (issue) {
        clientErrors[field] = t(validationKey(field, issue), {
          max: issue.rule === 'maxLength' ? issue.max : undefined,
        });
      }
    }
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return;
    }
    const { company, ...required } = input;
    handleResult(await submit(company ? { ...required, company } : required));
  };

  return (
    <>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('contact.intro')}</Typography>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('contact.requiredNote')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={isSending} sx={{ mt: 4 }}>
        <Stack spacing={2.5}>
          {CONTACT_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`contact-${field}`}
              name={field}
              label={t(`contact.${field}`)}
              type={FIELD_PROPS[field].type}
              autoComplete={FIELD_PROPS[field].autoComplete}
              value={values[field]}
              onChange={onChange(field)}
              error={Boolean(errors[field])}
              helperText={errors[field]}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[field] = element;
              }}
              multiline={field === 'message'}
              minRows={field === 'message' ? 6 : undefined}
              fullWidth
              // aria-required instead of `required`: MUI's asterisk would change the label text.
              slotProps={{ htmlInput: { 'aria-required': FIELD_PROPS[field].required } }}
            />
          ))}
          {alert.length > 0 && (
            <Alert severity="error" data-testid="contact-alert">
              {alert.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={isSending}>
              {isSending ? t('contact.sending') : t('contact.send')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </>
  );
}
