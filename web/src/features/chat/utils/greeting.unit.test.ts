import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greetingKey', () => {
  it('welcomes a brand-new account as new, and back after it signs in again', () => {
    expect(greetingKey('Aisyah', true)).toBe('chat.welcome.newGreeting');
    expect(greetingKey('Aisyah', false)).toBe('chat.welcome.greeting');
  });

  it('says hello when nobody (or no name) is signed in', () => {
    expect(greetingKey(undefined, false)).toBe('chat.welcome.guestGreeting');
    expect(greetingKey('', true)).toBe('chat.welcome.guestGreeting');
  });
});
