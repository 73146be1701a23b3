import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with a darker secondary blue: its app bar is the secondary colour,
 * and white text on the default #2196f3 is 3.1:1, below WCAG AA (4.5:1). #1565c0 is 5.8:1.
 * The primary blue (#1976d2) is 4.4:1 on the list's #fafafa, so the Create and Export buttons'
 * text failed AA; #1565c0 is 5.5:1 there.
 * Warning text (a response time between 200 and 500 ms on the Overview) in MUI's #ed6c02 is 3.1:1
 * on white; #b45309 is 5.0:1.
 * An empty list's message is in the palette's "disabled" grey (2.8:1); it is read, not disabled,
 * so it takes the secondary text colour (5.7:1).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { light: '#ed6c02', main: '#b45309', dark: '#8a3c00', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
