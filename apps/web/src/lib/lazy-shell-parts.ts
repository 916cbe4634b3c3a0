// The code behind lazy-components: loaded in its own chunk on first use, never with the page.
export { Drawer } from '@mantine/core';
export { Notifications } from '@mantine/notifications';
