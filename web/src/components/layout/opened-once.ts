import { type ComponentType, lazy, useState } from 'react';

// The header's menus and drawer load their MUI parts (Menu, Popover, Modal, Drawer, transitions:
// 11 KB gzip) when first opened, not with every page: most visits never open one.

/** True from the first render at which `open` was true: the lazy part then stays mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** React.lazy for a named export. */
export const lazyNamed = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));
