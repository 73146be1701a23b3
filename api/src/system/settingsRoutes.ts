import {
  decideChangeSettings,
  type LiveSettings,
  type Platform,
  recordEvents,
  SYSTEM_TOPIC,
} from '@pintar/core';
import type { SettingsChange, SettingsChangedData } from '@pintar/core';
import type { Router } from 'express';
import { problems } from '../http/problem.ts';
import { caller } from '../identity/access.ts';
import { contractRouter } from '../http/operations/bind.ts';

export interface SettingsDeps {
  platform: Platform;
  settings: LiveSettings;
}

function view(settings: LiveSettings) {
  return { ...settings.current, changedAt: settings.changedAt };
}

/** Run-time settings: each change is a `SettingsChanged` event every API process applies. */
export function settingsRoutes(deps: SettingsDeps): Router {
  const router = contractRouter();
  router.get('/api/system/settings', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(view(deps.settings));
  });
  router.put('/api/system/settings', async (req, res) => {
    const who = caller(req);
    const decision = decideChangeSettings(deps.settings.current, req.body as SettingsChange);
    if (!decision.ok) throw problems.validation(decision.errors);
    const { positions, events } = await recordEvents(deps.platform.eventLog, SYSTEM_TOPIC, [decision.event], {
      actor: `user:${who.user.uid}`,
      correlationId: String(req.id),
    });
    // This process applies it at once; the others read it from the log within a poll.
    deps.settings.apply(
      positions[0]!.offset,
      (events[0]!.data as SettingsChangedData).settings,
      events[0]!.time,
    );
    res.json(view(deps.settings));
  });
  return router;
}
