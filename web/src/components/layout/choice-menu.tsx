import { type ReactNode, Suspense, useId, useState } from 'react';
import { lazyNamed, useOpenedOnce } from './opened-once';

const ChoiceMenuList = lazyNamed(() => import('./choice-menu-list'), 'ChoiceMenuList');

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
  const opened = useOpenedOnce(open);

  return (
    <>
      <button
        type="button"
        className={buttonText ? 'pt-button pt-menu-button pt-menu-button-text' : 'pt-button pt-menu-button'}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {buttonIcon}
        {buttonText}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ChoiceMenuList
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            choices={choices as ReadonlyArray<Choice<string>>}
            value={value}
            onChange={(choice: string) => onChange(choice as T)}
          />
        </Suspense>
      )}
    </>
  );
}
