import TextField from '@mui/material/TextField';
import './settings.css';

/**
 * A boolean setting with an optional note on what it does. A plain checkbox with
 * the switch role, drawn as MUI's Switch (settings.css): cheaper than MUI's, where each
 * MUI Switch with its label rendered six styled components.
 */
export function SwitchField(props: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  note?: string;
}) {
  return (
    <div>
      <label className="pt-switch-field">
        <span className="pt-switch">
          <input
            type="checkbox"
            role="switch"
            checked={props.checked}
            onChange={(e) => props.onChange(e.target.checked)}
          />
          <span className="pt-switch-track" aria-hidden="true" />
          <span className="pt-switch-thumb" aria-hidden="true" />
        </span>
        {props.label}
      </label>
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
