// The shapes of the API reference's light operation index (see operationIndex.ts), shared by the
// generator and the web app's /docs page.

export type Access = 'public' | 'user' | 'admin';

export interface OperationSummary {
  /** The contract's operationId, also the operation's anchor on the page. */
  id: string;
  method: string;
  path: string;
  summary: string;
  access: Access;
}

export interface TagGroup {
  tag: string;
  operations: OperationSummary[];
}
