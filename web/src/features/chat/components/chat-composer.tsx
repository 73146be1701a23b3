import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
import { canSend, clampInput, COUNTER_FROM, INPUT_MAX, INPUT_MAX_HEIGHT_PX } from '../utils/chat-text';

interface ChatComposerProps {
  pending: boolean;
  onSend: (text: string) => boolean;
  onStop: () => void;
  initialText?: string;
  disabled?: boolean;
  /** Replaces the Send button (the demo's Sign Up at its limit). */
  sendReplacement?: ReactNode;
}

/** The spec's chat input: 1000 characters, Enter sends, Shift+Enter new line, Escape resets the height. */
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
    <Box sx={{ maxWidth: 820, mx: 'auto', width: '100%', px: { xs: 1.5, sm: 3 }, pb: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          p: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box
          component="textarea"
          ref={box}
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
          sx={{
            flexGrow: 1,
            minWidth: 0,
            resize: 'none',
            border: 0,
            outline: 'none',
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '1rem',
            lineHeight: 1.5,
            maxHeight: INPUT_MAX_HEIGHT_PX,
            overflowY: 'auto',
            p: 1,
          }}
        />
        {pending ? (
          <Button variant="outlined" color="inherit" onClick={onStop} startIcon={<StopIcon />}>
            {t('chat.stop')}
          </Button>
        ) : (
          (sendReplacement ?? (
            <Button
              variant="contained"
              onClick={send}
              disabled={disabled || !canSend(text, pending)}
              aria-label={t('chat.send')}
              sx={{ minWidth: 0, px: { xs: 1.25, sm: 2 }, '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } } }}
              endIcon={<SendIcon />}
            >
              {/* On a phone the icon alone leaves the text box its width; the name stays "Send". */}
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('chat.send')}
              </Box>
            </Button>
          ))
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Typography id={helpId} variant="caption" sx={{ color: 'text.secondary' }}>
          {cut ? t('chat.pastedCut', { max: INPUT_MAX }) : t('chat.disclaimer')}
        </Typography>
        {showCounter && (
          <Typography
            id={counterId}
            variant="caption"
            aria-live="polite"
            sx={{ color: text.length >= INPUT_MAX ? 'error.main' : 'text.secondary', flexShrink: 0 }}
          >
            {t('chat.counter', { count: text.length, max: INPUT_MAX })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
