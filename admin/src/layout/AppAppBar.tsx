import { AppBar, ToggleThemeButton } from 'react-admin';

// react-admin's default toolbar adds a Refresh button that reloads react-admin queries. No page
// uses those yet (the System Health block fetches on its own and has its own Refresh), so it
// would be a button that does nothing; it comes back with the first resource list.
export const AppAppBar = () => <AppBar toolbar={<ToggleThemeButton />} />;
