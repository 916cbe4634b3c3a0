/**
 * Named routes of the spec (part 1 §2, part 2 §2). Paths are relative to the router basename
 * /tool; use pathTo() instead of writing paths by hand.
 */
export const routePaths = {
  home: '/',
  main: '/main',
  'dynamic-component': '/component/:componentName',
  'tool-description': '/tool-description',
  tool: '/tool',
  stepper: '/stepper',
  'company-data': '/stepper/company-data',
  'food-surplus': '/stepper/food-surplus',
  solutions: '/stepper/solutions',
  'solution-details': '/solution/:id',
  LCAStepperView: '/lca-stepper',
  'lca-lifecycle-stage': '/lca-stepper/lifecycle-stage',
  'lca-solution': '/lca-stepper/solution',
  'lca-provider': '/lca-stepper/provider',
  'lca-transport': '/lca-stepper/transport',
  'lca-report': '/lca-stepper/report',
  login: '/login',
  register: '/register',
  'reset-password': '/reset-password',
  /** Opened from the link that confirms an account's e-mail address. */
  'confirm-email': '/confirm-email',
  'account-settings': '/account-settings',
  /** The signed-in user's saved work (beside the spec's routes). */
  'my-surpluses': '/my-surpluses',
  'my-reports': '/my-reports',
  'my-report': '/my-reports/:id',
  'my-impact': '/my-impact',
  /** Offers of a surplus the user sent to providers, and one offer (linked from its mails). */
  'my-offers': '/my-offers',
  'my-offer': '/my-offers/:id',
  /** The offers an organisation's provider entry received (its inbox), and one offer. */
  'provider-offers': '/provider-offers',
  'provider-offer': '/provider-offers/:id',
  /** An organisation's own provider entry ('my organisation takes surplus'). */
  'my-organisation': '/my-organisation',
  /** The operator console, for accounts with the admin role (docs/decisions.md 33). */
  admin: '/admin',
  'admin-providers': '/admin/providers',
  'admin-gaps': '/admin/gaps',
  'admin-catalogue': '/admin/catalogue',
  'admin-users': '/admin/users',
  'admin-audit': '/admin/audit',
  /** A report shared read-only by its owner's link; no login needed. */
  'shared-report': '/shared/report/:token',
  /** A provider without an account answers an offer through the link of its mail (?token=). */
  'offer-answer': '/offer-answer',
  'privacy-policy': '/privacy-policy',
  impressum: '/impressum',
  hello: '/hello',
  companies: '/companies',
} as const;

export type RouteName = keyof typeof routePaths;

/** The path of a named route with its parameters filled in (encoded). */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * /login?redirect=<path> (the page to come back to), with expired=1 when a session ended without
 * a logout, so the login page says so.
 */
export function loginPathFor(redirect: string, options: { expired?: boolean } = {}): string {
  const query = new URLSearchParams({ redirect });
  if (options.expired) query.set('expired', '1');
  return `${routePaths.login}?${query.toString()}`;
}

/**
 * True for a page of the tool: /tool, the entry stepper's steps, a solution's details and the
 * impact analysis (what the header's Tool link covers).
 */
export function isToolPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const under = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return (
    under(routePaths.tool) ||
    under(routePaths.stepper) ||
    pathname.startsWith('/solution/') ||
    under(routePaths.LCAStepperView)
  );
}

/**
 * Router state of the login guard's redirect (RequireAuth): the visitor was on their way to a
 * page that needs an account, rather than coming to log in.
 */
export const GUARD_REDIRECT_STATE = { fromGuard: true } as const;

/** True when the location's state is the login guard's (GUARD_REDIRECT_STATE). */
export function cameFromGuard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromGuard' in state;
}

/**
 * /register, with the page to come back to after the login that follows the registration (kept
 * only when it is a path inside this app, as safeRedirect keeps it).
 */
export function registerPathFor(redirect: string | null): string {
  if (!redirect || safeRedirect(redirect) !== redirect) return routePaths.register;
  return `${routePaths.register}?${new URLSearchParams({ redirect }).toString()}`;
}

/** /login with the page to come back to, or plain /login without a (safe) one. */
export function loginPathWithRedirect(redirect: string | null): string {
  return redirect && safeRedirect(redirect) === redirect
    ? loginPathFor(redirect)
    : routePaths.login;
}

/** Where login sends the user when there is no redirect query (spec part 1 §2). */
export const DEFAULT_AFTER_LOGIN = routePaths.tool;

/**
 * A redirect target from the query is only followed when it is a path inside this app, so a link
 * cannot send a freshly logged-in user to another site.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  return target;
}
