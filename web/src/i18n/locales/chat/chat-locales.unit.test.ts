import { describeLocaleParity } from '../locale-check';
import en from './en';
import ms from './ms';
import ta from './ta';
import zh from './zh';

// The CI check of issue 12: every chat string in every language, with the same placeholders.
describeLocaleParity('chat', en, { ms, zh, ta });
