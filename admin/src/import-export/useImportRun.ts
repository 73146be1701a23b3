import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { reloadPlaceData } from '../places/stats/placeQueries';
import { useRealtimeEvent } from '../realtime/useRealtimeEvent';
import { fetchImport, startImport } from './importApi';
import {
  applyUpdate,
  failProgress,
  type ImportProgress,
  importOutcome,
  isFinished,
  parseProgressEvent,
  type ProgressUpdate,
  startProgress,
  updateFromRecord,
} from './importProgress';
import type { ImportOptions } from './types';

/** Poll GET /import/{id} this often while no socket event arrives. */
export const POLL_FALLBACK_MS = 2_000;
/** The panel disappears this long after the end (docs/product.md, Admin live figures). */
export const HIDE_DELAY_MS = 5_000;
export const IMPORT_HISTORY_QUERY_KEY = ['pintar', 'importHistory'] as const;

const message = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * One import at a time: upload, then follow it by socket events (polling when they do not come),
 * announce the end, hide the panel 5 s later and reload the place list and statistics.
 */
export const useImportRun = (onFinished?: () => void) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  // An event can arrive before the upload's answer names the import: the latest of each is kept.
  const early = useRef(new Map<string, ProgressUpdate>());
  const lastEventAt = useRef(0);
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    finishedRef.current = onFinished;
  });

  useRealtimeEvent('import:progress', (payload) => {
    const update = parseProgressEvent(payload);
    if (!update) return;
    lastEventAt.current = Date.now();
    early.current.set(update.importId, update);
    if (early.current.size > 20) early.current.delete(early.current.keys().next().value as string);
    setProgress((current) => (current ? applyUpdate(current, update) : current));
  });

  const start = useCallback(async (file: File, options: ImportOptions, total: number | null) => {
    early.current.clear();
    lastEventAt.current = 0;
    setProgress(startProgress(file.name, total));
    try {
      const accepted = await startImport(file, options);
      setProgress((current) => {
        if (!current) return current;
        const named = { ...current, importId: accepted.import_id };
        const seen = early.current.get(accepted.import_id);
        return seen ? applyUpdate(named, seen) : named;
      });
    } catch (error) {
      setProgress((current) => (current ? failProgress(current, message(error)) : current));
    }
  }, []);

  const importId = progress?.importId ?? null;
  const running = progress !== null && !isFinished(progress);
  // The fallback: while running, ask the API whenever the socket has been quiet for 2 s.
  useEffect(() => {
    if (!importId || !running) return;
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      if (Date.now() - lastEventAt.current < POLL_FALLBACK_MS) return;
      fetchImport(importId, controller.signal).then(
        (record) => {
          const update = updateFromRecord(record);
          if (update) setProgress((current) => (current ? applyUpdate(current, update) : current));
        },
        // A failed poll is retried at the next tick; the socket may still deliver the end.
        () => undefined,
      );
    }, POLL_FALLBACK_MS);
    return () => {
      window.clearInterval(timer);
      controller.abort();
    };
  }, [importId, running]);

  const phase = progress?.phase;
  const imported = progress?.stats.imported ?? 0;
  const outcome = progress ? importOutcome(progress) : null;
  const failure = progress?.message ?? '';
  useEffect(() => {
    if (phase !== 'completed' && phase !== 'error') return;
    if (outcome === 'none') {
      notify('pintar.import_export.import.none', { type: 'error' });
    } else if (phase === 'completed') {
      notify('pintar.import_export.import.completed', {
        type: outcome === 'partial' ? 'warning' : 'success',
        messageArgs: { smart_count: imported },
      });
    } else {
      notify('pintar.import_export.import.failed', { type: 'error', messageArgs: { message: failure } });
    }
    void queryClient.invalidateQueries({ queryKey: IMPORT_HISTORY_QUERY_KEY });
    finishedRef.current?.();
    const timer = window.setTimeout(() => {
      setProgress(null);
      void reloadPlaceData(queryClient);
    }, HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Announced once per end: the counts and message are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, importId]);

  return { progress, running, start };
};
