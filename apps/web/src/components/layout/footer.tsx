import { Box, Container, Divider, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../config/paths';
import { useContactEmail } from '../../lib/client-config';
import { PROJECT_URL, publicAsset } from '../../lib/site-links';
import { AppLogo } from '../app-logo';
import { FallbackImage } from '../fallback-image';
import classes from './footer.module.css';

const partnerLogos = [
  { file: 'logos/university-of-applied-sciences.svg', alt: 'footer.partners.university' },
  { file: 'logos/alpine-circular-economy.svg', alt: 'footer.partners.project' },
] as const;

/** Site footer (spec part 1 §2 'Header and footer'). */
export function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  const contactEmail = useContactEmail();

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={380}>
            <Group gap="sm" wrap="nowrap">
              <AppLogo label={t('footer.productLogo')} className={classes.productLogo} />
              <Text fw={700} size="lg">
                {t('appName')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>

          <Stack gap="sm">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
              {t('footer.partnersTitle')}
            </Text>
            <Group gap="lg" wrap="wrap">
              {partnerLogos.map((logo) => (
                <FallbackImage
                  key={logo.file}
                  src={publicAsset(logo.file)}
                  alt={t(logo.alt)}
                  className={classes.partnerLogo}
                  // Below the fold on most screens: fetched and drawn when scrolled near, in
                  // a place of the drawings' proportions (220 x 64) kept for them meanwhile.
                  loading="lazy"
                  width={220}
                  height={64}
                />
              ))}
            </Group>
          </Stack>
        </Group>

        <Divider my="lg" />

        <Group justify="space-between" gap="md" wrap="wrap-reverse">
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year })}
          </Text>
          <Group component="nav" gap="lg" aria-label={t('footer.navigation')}>
            <Link to={pathTo('privacy-policy')} className={classes.link}>
              {t('footer.privacyPolicy')}
            </Link>
            <Link to={pathTo('impressum')} className={classes.link}>
              {t('footer.impressum')}
            </Link>
            <a
              href={PROJECT_URL}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              {t('footer.project')}
              <IconExternalLink size={14} stroke={1.8} aria-hidden />
              <VisuallyHidden>{t('nav.opensInNewTab')}</VisuallyHidden>
            </a>
            <a href={`mailto:${contactEmail}`} className={classes.link}>
              {t('footer.contact')}
            </a>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
