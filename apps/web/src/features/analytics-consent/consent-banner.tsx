import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { getConsent, onConsentChange, setConsent, type Consent } from '../../lib/analytics';
import { focusPageHeading } from '../../lib/page-focus';
import classes from './consent-banner.module.css';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onConsentChange(onChange);
  return () => {
    unsubscribe();
  };
}

/**
 * Asks once whether usage statistics may be collected; nothing is sent before a choice
 * (src/lib/analytics.ts). Gone as soon as the visitor accepts or declines. It comes first in the
 * page (the first Tab after the skip link reaches it) and is drawn at the foot (its CSS).
 */
export function ConsentBanner() {
  const { t } = useTranslation('common');
  const consent = useSyncExternalStore(subscribe, getConsent, () => null);
  const ref = useRef<HTMLElement>(null);
  if (consent !== null) return null;

  // The banner goes away with the answer: the focus it held moves on to the page's heading
  // rather than falling to the page's body.
  const answer = (choice: Consent) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    setConsent(choice);
    if (hadFocus) focusPageHeading();
  };

  return (
    <section ref={ref} className={classes.banner} aria-labelledby="consent-banner-title">
      <Paper className={classes.card} shadow="lg" withBorder radius="md" p="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 320px' }}>
            <Text fw={600} id="consent-banner-title">
              {t('consent.title')}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans
                t={t}
                i18nKey="consent.text"
                components={{
                  privacyLink: (
                    <Anchor
                      component={Link}
                      to={pathTo('privacy-policy')}
                      inherit
                      underline="always"
                    />
                  ),
                }}
              />
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap" style={{ flex: '0 0 auto' }}>
            <Button variant="default" onClick={() => answer('denied')}>
              {t('consent.decline')}
            </Button>
            <Button onClick={() => answer('granted')}>{t('consent.accept')}</Button>
          </Group>
        </Group>
      </Paper>
    </section>
  );
}
