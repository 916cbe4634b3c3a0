import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './document-page.module.css';

export interface DocumentSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface DocumentPageProps {
  title: string;
  /** What comes under the title: an introduction, links. */
  lead?: ReactNode;
  /** Controls beside the title, e.g. the language switcher. */
  tools?: ReactNode;
  sections: readonly DocumentSection[];
  /** The heading of the side contents. */
  contentsLabel: string;
}

/** The section whose heading was passed last while scrolling down (the reader's position). */
function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join();
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setActive(first);
      },
      // The band below the 80 px header, down to the upper third of the window.
      { rootMargin: '-80px 0px -66% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are compared by value (key)
  }, [key]);
  return active;
}

/**
 * A long text with side contents (spec part 2 §2 'Documentation and legal pages'): from 992 px the
 * contents stay beside the text; below, they come first. The links are in-page anchors: React
 * Router's ScrollRestoration jumps to the section, whose scroll-margin-top keeps the 80 px header
 * clear above it.
 */
export function DocumentPage({ title, lead, tools, sections, contentsLabel }: DocumentPageProps) {
  const { t } = useTranslation('common');
  const active = useActiveSection(sections.map((s) => s.id));

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-start" gap="md">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {tools}
          </Group>
          {lead}
        </Stack>
        <div className={classes.layout}>
          <nav className={classes.nav} aria-label={contentsLabel}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5} mb="xs">
              {contentsLabel}
            </Text>
            <ul className={classes.navList}>
              {sections.map((section) => (
                <li key={section.id}>
                  <Link
                    to={{ hash: section.id }}
                    className={classes.navLink}
                    aria-current={active === section.id ? 'location' : undefined}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={classes.content}>
            {sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                className={classes.section}
                aria-labelledby={`${section.id}-title`}
              >
                <Title order={2} fz="h3" mb="sm" id={`${section.id}-title`}>
                  {section.title}
                </Title>
                {section.content}
              </section>
            ))}
            <Text size="sm">
              <Link to={{ hash: '' }}>{t('actions.backToTop')}</Link>
            </Text>
          </div>
        </div>
      </Stack>
    </Container>
  );
}
