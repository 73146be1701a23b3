import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';
import { UpdatedNotice } from './updated-notice';

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <UpdatedNotice />
    </AppProvider>
  );
}
