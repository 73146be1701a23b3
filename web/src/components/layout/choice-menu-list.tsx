import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { MuiScope } from '../../app/mui-scope';
import type { Choice } from './choice-menu';

interface ChoiceMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  choices: ReadonlyArray<Choice<string>>;
  value: string;
  onChange: (value: string) => void;
}

/** The open part of a ChoiceMenu, loaded when the menu first opens. */
export function ChoiceMenuList({ id, anchor, onClose, choices, value, onChange }: ChoiceMenuListProps) {
  const open = anchor !== null;
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
        {choices.map((choice) => (
          <MenuItem
            key={choice.value}
            role="menuitemradio"
            aria-checked={choice.value === value}
            selected={choice.value === value}
            lang={choice.lang}
            onClick={() => {
              onChange(choice.value);
              onClose();
            }}
          >
            {choice.icon && <ListItemIcon aria-hidden="true">{choice.icon}</ListItemIcon>}
            <ListItemText>{choice.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </MuiScope>
  );
}
