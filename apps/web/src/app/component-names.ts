/**
 * The names the developer view can open at /component/<name> (spec part 1 §2), in the order the
 * spec lists them, then the others. The registry (component-registry.tsx) has one view per name.
 */
export const componentNames = [
  'main',
  'hello world',
  'company list',
  'header',
  'footer',
  'chatbot',
  'tool description',
  'stepper',
  'solution details',
  'home',
  'login',
  'register',
  'reset password',
  'account settings',
  'company data',
  'food surplus',
  'solutions found',
  'lca stepper',
  'privacy policy',
  'impressum',
  'not found',
] as const;

export type ComponentName = (typeof componentNames)[number];
