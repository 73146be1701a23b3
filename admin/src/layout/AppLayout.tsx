import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ContactNotifications } from '../realtime/ContactNotifications';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppAppBar} menu={AppMenu}>
    {children}
    {/* Inside the layout because notifications need react-admin's context; renders nothing. */}
    <ContactNotifications />
    <Footer />
  </Layout>
);
