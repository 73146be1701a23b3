import { useEffect, useState } from 'react';
import { fetchSystemStatus, type SystemStatus } from '../api/system-status';

const REFRESH_MS = 3000;

/** The API's status, read now and every 3 s while the page is open and visible. */
export function useSystemStatus(): { status: SystemStatus | null; checked: boolean } {
  const [result, setResult] = useState<{ status: SystemStatus | null; checked: boolean }>({
    status: null,
    checked: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    let timer: number | undefined;
    const read = async () => {
      if (document.visibilityState === 'visible') {
        const status = await fetchSystemStatus(controller.signal);
        if (controller.signal.aborted) return;
        setResult({ status, checked: true });
      }
      timer = window.setTimeout(() => void read(), REFRESH_MS);
    };
    void read();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, []);
  return result;
}
