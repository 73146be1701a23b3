import {
  AppBar,
  LoadingIndicator,
  ToggleThemeButton,
  useBasename,
  useGetIdentity,
  useMatch,
  UserMenu,
} from 'react-admin';

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

/**
 * react-admin's user menu names its button "Profile" while the button shows the user's name, so a
 * person using speech input cannot say what they see (WCAG 2.5.3): the button is named as shown.
 */
const NamedUserMenu = () => {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName || 'ra.auth.user_menu'} />;
};

export const AppAppBar = () => <AppBar toolbar={<AppToolbar />} userMenu={<NamedUserMenu />} />;
