// The user's own figures, counted from the chats on this device (nothing leaves the device).
import type { StoredChat } from '../../lib/chats/chat-record';

/** Which writing system a question is in: what the device can tell without the server's detector. */
export type Script = 'latin' | 'chinese' | 'tamil' | 'other';

export interface DashboardStats {
  chats: number;
  questions: number;
  /** By the kind of answer: the first card of the reply (weather, route...), else 'general'. */
  byTopic: Record<string, number>;
  byScript: Record<Script, number>;
  /** Questions per day over the last 14 days, oldest first (local dates). */
  lastDays: Array<{ day: string; questions: number }>;
  lastActivity: string | null;
}

export function scriptOf(text: string): Script {
  if (/[\u4e00-\u9fff]/.test(text)) return 'chinese';
  if (/[\u0b80-\u0bff]/.test(text)) return 'tamil';
  if (/[a-z]/i.test(text)) return 'latin';
  return 'other';
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function computeDashboard(chats: readonly StoredChat[], now: Date, days = 14): DashboardStats {
  const byTopic: Record<string, number> = {};
  const byScript: Record<Script, number> = { latin: 0, chinese: 0, tamil: 0, other: 0 };
  const perDay = new Map<string, number>();
  let questions = 0;
  let lastActivity: string | null = null;
  for (const chat of chats) {
    if (!lastActivity || chat.lastUpdated > lastActivity) lastActivity = chat.lastUpdated;
    chat.messages.forEach((message, i) => {
      if (message.sender !== 'user') return;
      questions += 1;
      byScript[scriptOf(message.content)] += 1;
      const reply = chat.messages[i + 1];
      const topic = reply?.sender === 'bot' ? (reply.cards?.[0]?.type ?? 'general') : 'unanswered';
      byTopic[topic] = (byTopic[topic] ?? 0) + 1;
      const day = localDay(new Date(message.createdAt));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    });
  }
  const lastDays = Array.from({ length: days }, (_, k) => {
    const d = new Date(now);
    d.setDate(d.getDate() - (days - 1 - k));
    const day = localDay(d);
    return { day, questions: perDay.get(day) ?? 0 };
  });
  return { chats: chats.length, questions, byTopic, byScript, lastDays, lastActivity };
}
