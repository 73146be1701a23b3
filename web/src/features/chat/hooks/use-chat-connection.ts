import { useEffect, useState } from 'react';
import { readSession } from '../../../lib/session';
import { type ChatConnection, type ConnectionState, openChatConnection } from '../api/chat-connection';
import { type ChatIdentity, postChat } from '../api/post-chat';

/** One socket for the screen; signed in it authenticates with the token, the demo with its client id. */
export function useChatConnection(who: ChatIdentity): {
  connection: ChatConnection | null;
  state: ConnectionState;
} {
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  const [state, setState] = useState<ConnectionState>('connecting');
  const { signedIn, clientId } = who;

  useEffect(() => {
    const auth = (): Record<string, string> => {
      const token = signedIn ? readSession()?.accessToken : undefined;
      if (token) return { token };
      return clientId ? { clientId } : {};
    };
    const opened = openChatConnection({
      auth,
      http: (request, signal) => postChat(request, { signedIn, clientId }, signal),
    });
    // The socket is an external system opened here; the screen renders with it once it exists.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConnection(opened);
    setState(opened.state);
    const unsubscribe = opened.subscribe(setState);
    return () => {
      unsubscribe();
      opened.close();
    };
  }, [signedIn, clientId]);

  return { connection, state };
}

/** The browser's own online flag, for 'No Connection'. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}
