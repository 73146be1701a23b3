import { plainText } from './plain-text';
import type { Settings } from './settings';

const BODY_CHARS = 120;

/**
 * A short two-note chime made with Web Audio: no sound file to download, and it plays only
 * after the person has used the page (browsers start an AudioContext only then).
 */
function chime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  const audio = new Context();
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.5);
  [880, 1320].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = frequency;
    tone.connect(gain);
    tone.start(audio.currentTime + i * 0.12);
    tone.stop(audio.currentTime + 0.5);
  });
  window.setTimeout(() => void audio.close(), 1000);
}

/**
 * Tells someone in another tab that their answer is ready, as their settings say: a desktop
 * notification (when the browser allows it) and/or a sound. Nothing happens while the tab is in
 * view: the answer itself is the signal there.
 */
export function alertAnswerReady(answer: string, settings: Settings, title: string): void {
  if (document.visibilityState !== 'hidden') return;
  const { desktop, sound } = settings.notifications;
  if (desktop && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    const body = plainText(answer);
    const notice = new Notification(title, {
      body: body.length > BODY_CHARS ? `${body.slice(0, BODY_CHARS - 1)}…` : body,
      tag: 'pintar-answer',
      silent: !sound,
    });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
  }
  if (sound) chime();
}

/** Asks the browser for permission; true when notifications may be shown. */
export async function allowDesktopNotifications(): Promise<boolean> {
  if (typeof Notification === 'undefined') return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}
