import { describeLocaleParity } from '../locale-check';
import en from './en';
import ms from './ms';
import ta from './ta';
import zh from './zh';

// Every page string (issue 15) in every language, with the same placeholders.
describeLocaleParity('page', en, { ms, zh, ta });
