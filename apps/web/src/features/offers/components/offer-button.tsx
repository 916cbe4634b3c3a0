import { Button, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../../../lib/lazy-import';
import { placeText } from '../../../lib/providers/provider-format';
import type { ProviderView } from '../../../lib/providers/provider-view';
import { isOfferableProvider } from '../lib/donor-rules';

// The dialog's code loads when it is first opened: the pages that show providers stay light.
const OfferDialog = lazy(() =>
  withChunkTimeout(() => import('./offer-dialog')).then((m) => ({ default: m.OfferDialog })),
);

export interface OfferButtonProps {
  provider: ProviderView;
  /** The solution the surplus is offered for (its catalogue id) and its name as shown. */
  solution: { id: string; name: string | null };
}

function OfferButtonView({ provider, solution }: OfferButtonProps) {
  const { t, i18n } = useTranslation('offers');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const name = provider.name ?? t('donor.list.unnamedProvider');
  return (
    <>
      <Group>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          aria-label={t('donor.offer.buttonLabel', { provider: name })}
          aria-haspopup="dialog"
          onClick={() => {
            setWanted(true);
            setOpened(true);
          }}
        >
          {t('donor.offer.button')}
        </Button>
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <OfferDialog
            opened={opened}
            onClose={() => setOpened(false)}
            target={{
              provider: {
                id: provider.key,
                name: provider.name,
                place: placeText(provider.location, i18n.language),
              },
              solution,
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * 'Offer this surplus' at one provider of a solution: opens the offer dialog. Only for a provider
 * of the tool's own list (an id the offer can name); nothing for others. It waits for the offers
 * texts on its own, so the page around it need not load them.
 */
export function OfferButton(props: OfferButtonProps) {
  if (!isOfferableProvider(props.provider)) return null;
  return (
    <Suspense fallback={null}>
      <OfferButtonView {...props} />
    </Suspense>
  );
}
