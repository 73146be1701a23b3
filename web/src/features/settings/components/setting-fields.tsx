import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** A boolean setting; `note` says honestly when Pintar does not act on it yet. */
export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  note?: string;
}) {
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />}
        label={props.label}
      />
      {props.note && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', ml: 6, mt: -0.5 }}>
          {props.note}
        </Typography>
      )}
    </div>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (v: T) => void;
  helper?: string;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      helperText={props.helper}
      sx={{ maxWidth: 360 }}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
