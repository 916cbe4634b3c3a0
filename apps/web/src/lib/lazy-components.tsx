import type { DrawerProps } from '@mantine/core';
import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from './lazy-import';

/*
 * Parts of the page shell that nobody sees before an interaction, loaded on first use so the
 * home page's first download stays small (production-readiness part 5: ≤ 200 KB gzip).
 */

const MantineDrawer = lazy(() =>
  withChunkTimeout(() => import('./lazy-shell-parts')).then((m) => ({ default: m.Drawer })),
);
const MantineNotifications = lazy(() =>
  withChunkTimeout(() => import('./lazy-shell-parts')).then((m) => ({ default: m.Notifications })),
);

/** Mantine's Drawer, whose code (modal, focus trap, scroll lock) loads when it first opens. */
export function LazyDrawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineDrawer {...props} />
    </Suspense>
  );
}

/** Mantine's notifications container, loaded with the first notification shown. */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineNotifications {...props} />
    </Suspense>
  );
}
