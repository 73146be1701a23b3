// npm run a11y: Lighthouse's accessibility score of every route of the built web and admin apps
// (signed out, then signed in as the administrator) on a phone's and a desktop's screen, one line
// per route and screen; exits 1 when any scores below 100, naming the failing audits and elements.
// A11Y_FORM_FACTORS=mobile audits one screen only; A11Y_ROUTES=/admin/users,/admin/places audits
// only those routes. Needs `npm run build` first.
import { assertAppsBuilt } from '../tests/support/browser.ts';
import {
  type FormFactor,
  launchAccessibilityBrowser,
  PUBLIC_ROUTES,
  type RouteAccessibility,
  SIGNED_IN_ROUTES,
  ADMIN_TAB_ROUTES,
} from '../tests/support/lighthouse.ts';
import { ADMIN, signIn, startTestServer } from '../tests/support/server.ts';

const FORM_FACTORS = (process.env.A11Y_FORM_FACTORS ?? 'mobile,desktop').split(',') as FormFactor[];
for (const f of FORM_FACTORS)
  if (f !== 'mobile' && f !== 'desktop')
    throw new Error(`A11Y_FORM_FACTORS: "${f}" is not mobile or desktop`);

const ONLY = process.env.A11Y_ROUTES?.split(',');
const chosen = (routes: readonly string[]) => (ONLY ? routes.filter((r) => ONLY.includes(r)) : routes);

assertAppsBuilt();
const server = await startTestServer();
const browser = await launchAccessibilityBrowser();
const results: RouteAccessibility[] = [];
const report = (r: RouteAccessibility) => {
  results.push(r);
  process.stdout.write(`${String(r.score).padStart(3)}  ${r.formFactor.padEnd(7)}  ${r.route}\n`);
  for (const failure of r.failing) process.stdout.write(`       ${failure}\n`);
};
try {
  for (const route of chosen(PUBLIC_ROUTES))
    for (const f of FORM_FACTORS) report(await browser.audit(`${server.url}${route}`, f));
  await browser.signIn(server.url, await signIn(server.url, ADMIN.email, ADMIN.password));
  for (const route of chosen([...SIGNED_IN_ROUTES, ...ADMIN_TAB_ROUTES]))
    for (const f of FORM_FACTORS) report(await browser.audit(`${server.url}${route}`, f));
} finally {
  await browser.close();
  await server.close();
}
const below = results.filter((r) => r.score < 100);
process.stdout.write(
  below.length
    ? `${below.length} of ${results.length} audits below 100: ${below.map((r) => `${r.route} (${r.formFactor})`).join(', ')}\n`
    : `All ${results.length} audits (${FORM_FACTORS.join(' and ')}) score 100.\n`,
);
process.exit(below.length ? 1 : 0);
