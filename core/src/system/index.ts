export * from './system.ts';
export { LiveSettings, type SettingsListener } from './liveSettings.ts';
export * from './backup.ts';
export * from './restore.ts';
export { assertEmpty } from './emptyCheck.ts';
