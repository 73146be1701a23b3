import type { ReactNode } from 'react';
import { Layout, LayoutClasses, ListClasses } from 'react-admin';
import { useSessionWatch } from '../auth/useSessionWatch';
import { RenderInTransition } from '../common/RenderInTransition';
import { ContactNotifications } from '../realtime/ContactNotifications';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';
import { useRowCheckboxNames } from './useRowCheckboxNames';

/**
 * No page wider than the screen (360 px phones included). react-admin's layout root has
 * `min-width: fit-content`, so one wide table stretched every page (878 px at 360) and the drawer
 * menu with it; the content and list columns may shrink instead, and whatever holds a table scrolls
 * sideways inside its card. `position: relative` keeps the cells' visually hidden text (absolutely
 * positioned) inside the scrolling box rather than widening the document.
 */
const fitsTheScreen = {
  minWidth: 0,
  [`& .${LayoutClasses.content}`]: { minWidth: 0 },
  [`& .${ListClasses.main}`]: { minWidth: 0 },
  '& #main-content :has(> table)': { overflowX: 'auto', position: 'relative' },
} as const;

// The layout only renders once the session is checked (Admin requireAuth), so the live
// connection opens for signed-in admins only.
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionWatch();
  useRowCheckboxNames();
  return (
    <RealtimeProvider>
      {/* The layout and the first page are the largest render of the app: time-sliced. */}
      <RenderInTransition>
        <Layout appBar={AppAppBar} menu={AppMenu} sx={fitsTheScreen}>
          {children}
          {/* Inside the layout because notifications need react-admin's context; renders nothing. */}
          <ContactNotifications />
          <Footer />
        </Layout>
      </RenderInTransition>
    </RealtimeProvider>
  );
};
