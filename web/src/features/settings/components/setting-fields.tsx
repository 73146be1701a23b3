import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

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
      {props.note && <p className="pt-caption pt-muted pt-setting-note">{props.note}</p>}
    </div>
  );
}

/**
 * A choice from a short list, as the browser's own select: MUI's menu-based Select would render a
 * Menu, Popover and Modal for each of the page's five fields on the first screen, and the native
 * list is the one phones show anyway.
 */
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
      slotProps={{ select: { native: true } }}
      sx={{ maxWidth: 360 }}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
