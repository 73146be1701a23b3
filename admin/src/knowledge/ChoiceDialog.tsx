import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  content: string;
  /** The select's label. */
  label: string;
  choices: readonly Choice[];
  confirmLabel: string;
  pending: boolean;
  onConfirm: (choice: string) => void;
  onClose: () => void;
}

/** A confirmation that also asks for one choice (a status, a language) before a bulk change. */
export const ChoiceDialog = ({
  open,
  title,
  content,
  label,
  choices,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ChoiceDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const labelId = useId();
  const [choice, setChoice] = useState('');
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>
        <FormControl fullWidth size="small">
          <InputLabel id={labelId}>{label}</InputLabel>
          <Select
            labelId={labelId}
            label={label}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {choices.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {translate(option.name, { _: option.name })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(choice)} disabled={!choice} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
