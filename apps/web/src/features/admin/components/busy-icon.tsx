import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A button's icon, or a spinner while its call is under way. Such a button only says it is busy
 * (aria-disabled, its handler ignoring a second press): a disabled button drops the keyboard
 * focus, which a failure would then leave nowhere.
 */
export function BusyIcon({ pending, icon }: { pending: boolean; icon: ReactNode }) {
  return pending ? <Loader size={14} color="currentColor" aria-hidden /> : icon;
}
