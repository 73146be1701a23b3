import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/layout/icon';
import { PAGE_ICONS } from '../../../components/layout/page-icons';
import { canSend, clampInput, COUNTER_FROM, INPUT_MAX, INPUT_MAX_HEIGHT_PX } from '../utils/chat-text';
import './chat-parts.css';

/** Chromium 123+: `field-sizing: content` (chat-parts.css) grows the text box without script. */
const SIZES_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

interface ChatComposerProps {
  pending: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
  initialText?: string;
  disabled?: boolean;
  /** Replaces the Send button (the demo's Sign Up at its limit). */
  sendReplacement?: ReactNode;
}

/**
 * The spec's chat input: 1000 characters, Enter sends, Shift+Enter new line, Escape resets the
 * height. Plain elements and CSS (chat-parts.css): it is on the first screen of /chat and /demo.
 */
export function ChatComposer({
  pending,
  onSend,
  onStop,
  initialText = '',
  disabled,
  sendReplacement,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [cut, setCut] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const [fixedHeight, setFixedHeight] = useState(false);
  const counterId = useId();
  const helpId = useId();

  useLayoutEffect(() => {
    // Where CSS sizes the box to its text (and placeholder), nothing is measured: reading
    // scrollHeight here forces a layout of the whole page inside the first commit.
    if (SIZES_ITSELF) return;
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    // Escape puts the box back to one line; typing grows it again, up to 192 px.
    if (!fixedHeight) el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [text, fixedHeight]);

  const change = (value: string) => {
    const clamped = clampInput(value);
    setCut(clamped.cut);
    setFixedHeight(false);
    setText(clamped.text);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const el = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const next = el.value.slice(0, el.selectionStart) + pasted + el.value.slice(el.selectionEnd);
    if (next.length > INPUT_MAX) {
      event.preventDefault();
      change(next);
    }
  };

  const send = () => {
    if (disabled || !canSend(text, pending)) return;
    if (onSend(text)) {
      setText('');
      setCut(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    } else if (event.key === 'Escape') {
      setFixedHeight(true);
    }
  };

  const showCounter = text.length >= COUNTER_FROM;
  return (
    <div className="pt-chat-column pt-composer">
      <div className="pt-composer-box">
        <textarea
          ref={box}
          className={fixedHeight ? 'pt-composer-input pt-composer-input-fixed' : 'pt-composer-input'}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={INPUT_MAX}
          aria-label={t('chat.inputLabel')}
          aria-describedby={`${helpId}${showCounter ? ` ${counterId}` : ''}`}
          placeholder={t('chat.placeholder')}
          onChange={(e) => change(e.target.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown}
          data-testid="chat-input"
        />
        {pending ? (
          <button type="button" className="pt-button pt-button-outlined-inherit" onClick={onStop}>
            <Icon d={PAGE_ICONS.stop} small />
            {t('chat.stop')}
          </button>
        ) : (
          (sendReplacement ?? (
            <button
              type="button"
              className="pt-button pt-button-contained pt-composer-send"
              onClick={send}
              disabled={disabled || !canSend(text, pending)}
              aria-label={t('chat.send')}
            >
              {/* On a phone the icon alone leaves the text box its width; the name stays "Send". */}
              <span className="pt-composer-send-label">{t('chat.send')}</span>
              <Icon d={PAGE_ICONS.send} small />
            </button>
          ))
        )}
      </div>
      <div className="pt-composer-notes">
        <span id={helpId} className="pt-caption">
          {cut ? t('chat.pastedCut', { max: INPUT_MAX }) : t('chat.disclaimer')}
        </span>
        {showCounter && (
          <span
            id={counterId}
            aria-live="polite"
            className={`pt-caption pt-composer-counter${text.length >= INPUT_MAX ? ' pt-composer-counter-full' : ''}`}
          >
            {t('chat.counter', { count: text.length, max: INPUT_MAX })}
          </span>
        )}
      </div>
    </div>
  );
}
