import { EVENT_TYPES } from '@pintar/contracts';
import { describe, expect, it } from 'vitest';
import type { ServiceAlertCommand, TransitAlertDoc } from './alert.ts';
import { decideServiceAlert } from './decide.ts';
import { evolveAlert } from './projection.ts';

const targets = {
  hasLine: (id: string) => id === 'rapid-rail-kl:KJ',
  hasStop: (id: string) => id === 'rapid-rail-kl:KJ15',
};
const meta = { alertId: 'ta_000000000000000000000001', now: '2026-11-25T00:00:00.000Z' };
const raise = (data: Record<string, unknown>): ServiceAlertCommand => ({
  type: 'RaiseServiceAlert',
  data: { message: 'Signal fault', severity: 'warning', ...data } as never,
  metadata: meta,
});

/** given(events) → state, as the projection builds it. */
function given(...events: Array<{ type: string; data: unknown }>): TransitAlertDoc | null {
  return events.reduce<TransitAlertDoc | null>(
    (doc, e) => evolveAlert(doc, e.type, e.data, meta.now) ?? doc,
    null,
  );
}

describe('service alerts', () => {
  it('raises an alert for a line, from now when no start is given', () => {
    const decision = decideServiceAlert(
      null,
      raise({ lineId: 'rapid-rail-kl:KJ', suspended: true }),
      targets,
    );
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: EVENT_TYPES.transitServiceAlertRaised,
          subject: meta.alertId,
          data: {
            alertId: meta.alertId,
            lineId: 'rapid-rail-kl:KJ',
            stopId: null,
            message: 'Signal fault',
            severity: 'warning',
            suspended: true,
            from: meta.now,
            until: null,
          },
        },
      ],
    });
  });

  it.each([
    [{}, 'lineId', 'Choose a line or a station'],
    [{ lineId: 'rapid-rail-kl:XX' }, 'lineId', 'No line "rapid-rail-kl:XX" in the timetable'],
    [{ stopId: 'nope' }, 'stopId', 'No station or stop "nope" in the timetable'],
    [{ lineId: 'rapid-rail-kl:KJ', message: '  ' }, 'message', 'Message is required'],
    [{ lineId: 'rapid-rail-kl:KJ', severity: 'meh' }, 'severity', 'Severity must be info, warning or severe'],
    [{ lineId: 'rapid-rail-kl:KJ', from: 'soon' }, 'from', 'From must be a date and time'],
    [
      { lineId: 'rapid-rail-kl:KJ', from: '2026-11-25T10:00:00Z', until: '2026-11-25T09:00:00Z' },
      'until',
      'Until must be after from',
    ],
  ])('refuses %o with a field error', (data, field, message) => {
    const decision = decideServiceAlert(null, raise(data), targets);
    expect(decision.ok).toBe(false);
    expect(!decision.ok && decision.errors[field]).toBe(message);
  });

  it('updates an active alert with the whole alert, and refuses to update an ended one', () => {
    const raised = decideServiceAlert(null, raise({ stopId: 'rapid-rail-kl:KJ15' }), targets);
    const state = given(...(raised.ok ? raised.events : []));
    const update: ServiceAlertCommand = {
      type: 'UpdateServiceAlert',
      data: { stopId: 'rapid-rail-kl:KJ15', message: 'Lift out of order', severity: 'info' },
      metadata: meta,
    };
    const updated = decideServiceAlert(state, update, targets);
    expect(updated.ok && updated.events[0]!.type).toBe(EVENT_TYPES.transitServiceAlertUpdated);
    const ended = given(...(raised.ok ? raised.events : []), {
      type: EVENT_TYPES.transitServiceAlertEnded,
      data: { alertId: meta.alertId, endedAt: meta.now },
    });
    expect(ended?.status).toBe('ended');
    expect(decideServiceAlert(ended, update, targets).ok).toBe(false);
  });

  it('ends an alert once; ending again records nothing; unknown alerts are not found', () => {
    const end: ServiceAlertCommand = { type: 'EndServiceAlert', metadata: meta };
    const raised = decideServiceAlert(null, raise({ lineId: 'rapid-rail-kl:KJ' }), targets);
    const active = given(...(raised.ok ? raised.events : []));
    expect(decideServiceAlert(active, end, targets)).toMatchObject({
      ok: true,
      events: [{ type: EVENT_TYPES.transitServiceAlertEnded }],
    });
    expect(decideServiceAlert({ ...active!, status: 'ended' }, end, targets)).toEqual({
      ok: true,
      events: [],
    });
    expect(decideServiceAlert(null, end, targets)).toMatchObject({ ok: false, notFound: true });
  });

  it('applying the same event twice changes nothing', () => {
    const raised = decideServiceAlert(null, raise({ lineId: 'rapid-rail-kl:KJ' }), targets);
    const event = raised.ok ? raised.events[0]! : null;
    const once = given(event!);
    expect(given(event!, event!)).toEqual(once);
  });
});
