import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail with a password could not be sent, so the password is on screen: a warning, not a
 * success, since the user must write it down now or lose it. It replaces a longer form, so it is
 * brought into view (below the header) when the page was scrolled past it.
 */
export function PasswordWarning({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  // In braces: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      role="alert"
      title={t('password.writeDownTitle')}
      icon={<IconAlertTriangle aria-hidden />}
      style={{ scrollMarginTop: 80 }}
    >
      {text}
    </Alert>
  );
}
