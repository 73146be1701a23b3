import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  /** Language of the label, so screen readers pronounce "中文" or "தமிழ்" correctly. */
  lang?: string;
}

interface ChoiceMenuProps<T extends string> {
  /** Accessible name of the button; it contains the visible text (WCAG label in name). */
  buttonLabel: string;
  buttonText?: string;
  buttonIcon: ReactNode;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** A header button opening a single-choice menu (language, theme). */
export function ChoiceMenu<T extends string>(props: ChoiceMenuProps<T>) {
  const { buttonLabel, buttonText, buttonIcon, choices, value, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;

  return (
    <>
      <Button
        color="inherit"
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={buttonText ? buttonIcon : undefined}
        sx={{ minWidth: 0, px: buttonText ? 1.5 : 1, textTransform: 'none' }}
      >
        {buttonText ?? buttonIcon}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            aria-checked={choice.value === value}
            selected={choice.value === value}
            lang={choice.lang}
            onClick={() => {
              onChange(choice.value);
              setAnchor(null);
            }}
          >
            {choice.icon && <ListItemIcon aria-hidden="true">{choice.icon}</ListItemIcon>}
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
