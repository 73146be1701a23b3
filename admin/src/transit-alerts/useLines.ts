import { useEffect, useState } from 'react';

export interface LineChoice {
  id: string;
  name: string;
}

/** The timetable's lines (public `GET /api/transport/agencies`), for the line picker. */
export function useLines(): LineChoice[] {
  const [lines, setLines] = useState<LineChoice[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/transport/agencies', { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : { agencies: [] }))
      .then((body: { agencies: Array<{ lines: Array<{ id: string; name: string; mode: string }> }> }) =>
        setLines(
          body.agencies
            .flatMap((a) => a.lines.filter((l) => l.mode !== 'bus'))
            .map(({ id, name }) => ({ id, name })),
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return lines;
}
