import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router';
import { pathTo } from '../../../config/paths';

/** How long the notice with its link stays: long enough to read it and follow the link. */
const NOTICE_MS = 15_000;

/**
 * The notice an offer sent shows: who is told, and a link to the offer (/tool/my-offers/:id).
 * The notices live outside the router: the link is a plain address that a click follows within
 * the app (with a modifier key, the browser opens it as it likes).
 */
export function useOfferSentNotice() {
  const { t } = useTranslation('offers');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const listHref = useHref(pathTo('my-offers'));
  return (id: string, provider: string) => {
    const noticeId = `offer-sent-${id}`;
    const path = pathTo('my-offer', { id });
    notifications.show({
      id: noticeId,
      color: 'green',
      title: t('donor.sent.title'),
      autoClose: NOTICE_MS,
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('donor.sent.text', { provider })}</Text>
          <Anchor
            size="sm"
            href={`${listHref}/${encodeURIComponent(id)}`}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              notifications.hide(noticeId);
              void navigate(path);
            }}
          >
            {t('donor.sent.link')}
          </Anchor>
        </Stack>
      ),
      // As lib/notify: a named close button, the text in the body colour (WCAG 2.1 AA).
      closeButtonProps: { 'aria-label': tc('dialog.close') },
      styles: { description: { color: 'var(--mantine-color-text)' } },
    });
  };
}
