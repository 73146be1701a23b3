import { chatAnswerStats } from '../../chat/answers/queries.ts';
import { isAdminRole, type UserDoc } from '../../identity/identity.ts';
import { USERS } from '../../identity/identityProjection.ts';
import { lastUtcDates } from '../../knowledge/queryLog/queries.ts';
import type { DocumentStore } from '../../ports/documentStore.ts';
import { growthRate } from '../monitoring.ts';

const DAY = 86_400_000;

export interface UserFigures {
  totalUsers: number;
  activeUsers: number;
  adminUsers: number;
  newUsersToday: number;
  userGrowthRate: number | null;
  signUpsByDay: Array<{ date: string; signUps: number }>;
}

/**
 * Counted over the users read model: active means signed in during the last `days` days; growth
 * compares sign-ups of the last `days` days with the `days` before.
 */
export async function userFigures(
  documents: DocumentStore,
  options: { now: Date; days: number },
): Promise<UserFigures> {
  const users = await (await documents.collection<UserDoc>(USERS)).find();
  const now = options.now.getTime();
  const since = (ms: number) => (iso: string | null) => iso !== null && Date.parse(iso) > now - ms;
  const period = options.days * DAY;
  const current = users.filter((u) => since(period)(u.createdAt)).length;
  const previous = users.filter((u) => since(2 * period)(u.createdAt) && !since(period)(u.createdAt)).length;
  const dates = lastUtcDates(options.days, options.now);
  const byDay = new Map(dates.map((d) => [d, 0]));
  for (const u of users) {
    const date = u.createdAt.slice(0, 10);
    if (byDay.has(date)) byDay.set(date, byDay.get(date)! + 1);
  }
  const today = dates.at(-1)!;
  return {
    totalUsers: users.filter((u) => u.status !== 'invited').length,
    activeUsers: users.filter((u) => u.isActive && since(period)(u.lastLogin)).length,
    adminUsers: users.filter((u) => isAdminRole(u.role)).length,
    newUsersToday: byDay.get(today) ?? 0,
    userGrowthRate: growthRate(current, previous),
    signUpsByDay: dates.map((date) => ({ date, signUps: byDay.get(date) ?? 0 })),
  };
}

export interface ChatFigures {
  totalChats: number;
  chatsToday: number;
  chatGrowthRate: number | null;
  chatsByDay: Array<{ date: string; answers: number }>;
}

/** Answers of the last `days` days from the `chat-answers` projection, against the `days` before. */
export async function chatFigures(
  documents: DocumentStore,
  options: { now: Date; days: number },
): Promise<ChatFigures> {
  const stats = await chatAnswerStats(documents, { days: options.days * 2, now: options.now, topPlaces: 0 });
  const previous = stats.days.slice(0, options.days).reduce((n, d) => n + d.answers, 0);
  const recent = stats.days.slice(options.days);
  const current = recent.reduce((n, d) => n + d.answers, 0);
  return {
    totalChats: current,
    chatsToday: recent.at(-1)?.answers ?? 0,
    chatGrowthRate: growthRate(current, previous),
    chatsByDay: recent,
  };
}
