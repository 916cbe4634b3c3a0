import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useCallback, useImperativeHandle, useReducer, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderCompanies, type ProviderSearch } from '../../../api/providers';
import { noSelection, selectionReducer } from '../provider-selection';
import { ProviderCompaniesBody } from './provider-companies-body';
import classes from './nearest-providers.module.css';

/** What the page can ask of the card: open it (as its Show button does) and go there. */
export interface ProviderCompaniesCardHandle {
  show(): void;
}

/** The card's element id: 'Show all' of the nearest providers controls it. */
export const PROVIDER_COMPANIES_CARD_ID = 'provider-companies-card';

/**
 * Card 3 of Solution Details, 'Provider Companies' (spec part 1 §2, §4): hidden until the user
 * shows it (its button, or the page through `ref`: 'Show all' of the nearest providers); then
 * the count, the map and the cards, nearest first, for either origin.
 */
export function ProviderCompaniesCard({
  search,
  ref,
}: {
  search: ProviderSearch;
  ref?: Ref<ProviderCompaniesCardHandle>;
}) {
  const { t } = useTranslation('providers');
  const [shown, setShown] = useState(false);
  const data = useProviderCompanies(search);
  const { providers, total } = data.list;
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  // A new list (a retry) starts with every card closed: reset while rendering, not in an effect
  // that would draw all cards twice (react.dev 'Adjusting some state when a prop changes').
  const [selectionOf, setSelectionOf] = useState(providers);
  if (selectionOf !== providers) {
    setSelectionOf(providers);
    dispatch({ type: 'reset' });
  }

  const toggleShown = () => {
    if (!shown) data.load();
    setShown(!shown);
  };
  const cardRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useImperativeHandle(ref, () => ({
    show() {
      if (!shown) toggleShown();
      cardRef.current?.scrollIntoView({ block: 'start' });
      titleRef.current?.focus({ preventScroll: true });
    },
  }));
  const onToggleCard = useCallback((key: string) => dispatch({ type: 'toggle-card', key }), []);
  const onMarkerClick = useCallback((key: string) => dispatch({ type: 'marker-click', key }), []);
  const bodyId = 'provider-companies-body';
  const loading = (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('loading')}</Text>
    </Group>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      ref={cardRef}
      id={PROVIDER_COMPANIES_CARD_ID}
      className={classes.scrollTarget}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title
            order={2}
            fz={{ base: 18, sm: 20 }}
            ref={titleRef}
            tabIndex={-1}
            className={classes.focusTarget}
          >
            {t('title')}
          </Title>
          <Button
            variant={shown ? 'default' : 'filled'}
            onClick={toggleShown}
            aria-expanded={shown}
            aria-controls={bodyId}
            leftSection={
              shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
          >
            {shown ? t('hide') : t('show')}
          </Button>
        </Group>
        {shown && (
          <Stack gap="md" id={bodyId}>
            {data.loading ? (
              loading
            ) : (
              <ProviderCompaniesBody
                search={search}
                providers={providers}
                total={total}
                selection={selection}
                dispatch={dispatch}
                onToggleCard={onToggleCard}
                onMarkerClick={onMarkerClick}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
