import { describeLocaleParity } from './locale-check';
import en from './en';
import ms from './ms';
import ta from './ta';
import zh from './zh';

// The CI check of issues 12 and 15 over the WHOLE web app: every string English has (the chat's,
// the pages' and the shell's) in Malay, Chinese and Tamil, with the same {{placeholders}}.
describeLocaleParity('web app', en, { ms, zh, ta });
