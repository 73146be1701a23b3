// kafkajs 2.2.4 arms a timer with a negative delay whenever it is not throttled
// (requestQueue.scheduleCheckPendingRequests). Node clamps it to 1 ms, which is what kafkajs
// means, but Node 24 also prints a TimeoutNegativeWarning each time. Only that warning is dropped.
const emitWarning = process.emitWarning.bind(process);

process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
  if (type === 'TimeoutNegativeWarning') return;
  (emitWarning as (...args: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;
