import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { readChatUserInputs } from './chat-context';
import type { ComponentName } from './component-names';

/**
 * Views the developer view can open on their own at /component/<name> (spec part 1 §2). Each
 * loads lazily, so the registry costs nothing until a name is opened.
 */
type View = LazyExoticComponent<ComponentType>;

function routeView(load: () => Promise<{ Component: ComponentType }>): View {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

export const componentRegistry: Record<ComponentName, View> = {
  main: routeView(() => import('./routes/dev-view')),
  'hello world': routeView(() => import('./routes/hello')),
  'company list': routeView(() => import('./routes/companies')),
  header: lazy(() =>
    import('../components/layout/header').then((module) => ({ default: module.Header })),
  ),
  footer: lazy(() =>
    import('../components/layout/footer').then((module) => ({ default: module.Footer })),
  ),
  chatbot: lazy(() =>
    import('../features/chatbot/components/chat-window').then((module) => ({
      default: () => <module.ChatWindow readUserInputs={readChatUserInputs} />,
    })),
  ),
  'tool description': routeView(() => import('./routes/tool-description')),
  stepper: routeView(() => import('./routes/stepper')),
  'solution details': routeView(() => import('./routes/solution-details')),
  home: routeView(() => import('./routes/home')),
  login: routeView(() => import('./routes/login')),
  register: routeView(() => import('./routes/register')),
  'reset password': routeView(() => import('./routes/reset-password')),
  'account settings': routeView(() => import('./routes/account-settings')),
  'company data': routeView(() => import('./routes/stepper-company-data')),
  'food surplus': routeView(() => import('./routes/stepper-food-surplus')),
  'solutions found': routeView(() => import('./routes/stepper-solutions')),
  'lca stepper': routeView(() => import('./routes/lca-stepper')),
  'privacy policy': routeView(() => import('./routes/privacy-policy')),
  impressum: routeView(() => import('./routes/impressum')),
  'not found': routeView(() => import('./routes/not-found')),
};

/** The registry key of a typed name (case and surrounding spaces ignored), if one is registered. */
export function registeredName(name: string): ComponentName | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(componentRegistry, key) ? (key as ComponentName) : undefined;
}
