import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useSessionWatch } from '../auth/useSessionWatch';
import { ContactNotifications } from '../realtime/ContactNotifications';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';

// The layout only renders once the session is checked (Admin requireAuth), so the live
// connection opens for signed-in admins only.
export const AppLayout = ({ children }: { children: ReactNode }) => {
  useSessionWatch();
  return (
    <RealtimeProvider>
      <Layout appBar={AppAppBar} menu={AppMenu}>
        {children}
        {/* Inside the layout because notifications need react-admin's context; renders nothing. */}
        <ContactNotifications />
        <Footer />
      </Layout>
    </RealtimeProvider>
  );
};
