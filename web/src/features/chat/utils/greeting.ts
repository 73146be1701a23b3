export type GreetingKey = 'chat.welcome.newGreeting' | 'chat.welcome.greeting' | 'chat.welcome.guestGreeting';

/**
 * The chat's greeting: "Welcome" for an account this tab just created, "Welcome back" once the
 * person has signed in again, a hello when nobody (or no name) is signed in.
 */
export function greetingKey(name: string | undefined, isNew: boolean): GreetingKey {
  if (!name) return 'chat.welcome.guestGreeting';
  return isNew ? 'chat.welcome.newGreeting' : 'chat.welcome.greeting';
}
