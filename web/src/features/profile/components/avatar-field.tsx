import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '../validate-profile';

interface AvatarFieldProps {
  name: string;
  currentUrl: string | null | undefined;
  picked: File | null;
  error?: string;
  onPick: (file: File) => void;
}

/** Picture picker: a visible button opens the (hidden) file input, which keyboards cannot reach well. */
export function AvatarField({ name, currentUrl, picked, error, onPick }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (picked ? URL.createObjectURL(picked) : null), [picked]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar src={preview ?? currentUrl ?? undefined} alt={name} sx={{ width: 72, height: 72 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <Button variant="outlined" onClick={() => inputRef.current?.click()}>
          {t('profile.choosePicture')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={t('profile.picture')}
          accept={AVATAR_TYPES.join(',')}
          data-testid="avatar-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
        <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ?? (picked ? picked.name : t('profile.pictureHint'))}
        </FormHelperText>
      </div>
    </Box>
  );
}
