import { AppBar, LoadingIndicator, ToggleThemeButton, useBasename, useMatch } from 'react-admin';

// react-admin's toolbar without the locale menu (the panel is English only); the user menu (name,
// avatar, Logout) is the default. LoadingIndicator is react-admin's Refresh button: it reloads the
// resource pages' data. The Overview fetches its figures itself and has its own Refresh, so there
// the button would do nothing and is left out.
const AppToolbar = () => {
  const basename = useBasename();
  const onHome = useMatch({ path: `${basename}/`, end: true });
  const onDashboard = useMatch({ path: `${basename}/dashboard`, end: true });
  return (
    <>
      <ToggleThemeButton />
      {onHome || onDashboard ? null : <LoadingIndicator />}
    </>
  );
};

export const AppAppBar = () => <AppBar toolbar={<AppToolbar />} />;
