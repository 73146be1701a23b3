import { type DocumentStore, type ImportDoc, USERS, type UserDoc } from '@pintar/core';

/** An import record as the history and GET /import/{id} answer it: who started it by name and e-mail. */
export type ImportAnswer = Omit<ImportDoc, 'offset'> & {
  started_by_name: string | null;
  started_by_email: string | null;
};

/**
 * The history shows people, not raw user ids (issue 15). The names come from the users read model
 * at the time of asking; an account that no longer exists, or the system (the shipped seed, the
 * check that fails interrupted imports), has neither, and the id stays as it was.
 */
export async function withStarters(documents: DocumentStore, imports: readonly ImportDoc[]) {
  const ids = [...new Set(imports.map((record) => record.started_by).filter(Boolean))];
  const users = ids.length ? await (await documents.collection<UserDoc>(USERS)).getMany(ids) : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return imports.map(({ offset: _offset, ...record }): ImportAnswer => {
    const user = byId.get(record.started_by);
    return { ...record, started_by_name: user?.displayName ?? null, started_by_email: user?.email ?? null };
  });
}
