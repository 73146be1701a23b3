import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passwordScore, strengthLevel } from '../lib/validation';

const COLORS = ['error', 'error', 'warning', 'info', 'success', 'success'] as const;

/** Score 0-5 of lib/validation, shown as a bar and a word; the word is what assistive tech reads. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  if (password === '') return null;
  const score = passwordScore(password);
  return (
    <Box id={id} sx={{ mt: -1 }} data-testid="password-strength">
      <LinearProgress
        aria-hidden="true"
        variant="determinate"
        value={(score / 5) * 100}
        color={COLORS[score] ?? 'error'}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="caption"
        component="p"
        aria-live="polite"
        sx={{ mt: 0.5, color: 'text.secondary' }}
      >
        {t('passwordStrength.label', { level: t(`passwordStrength.levels.${strengthLevel(score)}`) })}
      </Typography>
    </Box>
  );
}
