import {
  classifyProbe,
  decideProbeRound,
  type EndpointProbe,
  type EndpointState,
  type EventLog,
  type DocumentStore,
  lastEndpointStates,
  MONITORING_TOPIC,
  PROBES,
  type ProbeResult,
  recordEvents,
  uuidv7,
} from '@pintar/core';

export interface ProbeOptions {
  baseUrl: string;
  eventLog: EventLog;
  documents: DocumentStore;
  probes?: readonly EndpointProbe[];
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Calls one endpoint as a client would and measures the answer. */
export async function probeOnce(
  probe: EndpointProbe,
  options: Pick<ProbeOptions, 'baseUrl' | 'timeoutMs' | 'fetch'>,
): Promise<ProbeResult> {
  const call = options.fetch ?? fetch;
  const started = performance.now();
  try {
    const res = await call(new URL(probe.path, options.baseUrl), {
      method: probe.method,
      headers: {
        'user-agent': 'pintar-probe/1',
        ...(probe.body ? { 'content-type': 'application/json' } : {}),
      },
      body: probe.body ? JSON.stringify(probe.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
    await res.arrayBuffer();
    const responseTime = Math.round((performance.now() - started) * 10) / 10;
    const status = classifyProbe(probe.expectStatus, res.status, responseTime);
    const detail = status === 'healthy' ? null : `expected HTTP ${probe.expectStatus}, got ${res.status}`;
    return { name: probe.name, status, responseTime, httpStatus: res.status, detail };
  } catch (error) {
    const detail = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    return { name: probe.name, status: 'error', responseTime: null, httpStatus: null, detail };
  }
}

/** One round: every probe in parallel, recorded with the state changes since the last round. */
export async function runProbeRound(
  options: ProbeOptions,
  previous?: Map<string, EndpointState>,
): Promise<Map<string, EndpointState>> {
  const probes = options.probes ?? PROBES;
  const states = previous ?? (await lastEndpointStates(options.documents));
  const results = await Promise.all(probes.map((probe) => probeOnce(probe, options)));
  const roundId = uuidv7();
  const events = decideProbeRound(states, probes, results, { roundId, checkedAt: new Date().toISOString() });
  await recordEvents(options.eventLog, MONITORING_TOPIC, events, {
    actor: 'system:probes',
    correlationId: roundId,
  });
  return new Map(results.map((r) => [r.name, r.status]));
}

/** Runs a round every `intervalSeconds`, one at a time; a failed round is logged and retried next time. */
export function startProbes(
  options: ProbeOptions & { intervalSeconds: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  let states: Map<string, EndpointState> | undefined;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(async () => {
        states = await runProbeRound(options, states);
      })
      .catch(options.onError);
  }, options.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
