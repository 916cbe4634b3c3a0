import type { Product } from '@foodhub/contracts';
import {
  ActionIcon,
  CloseButton,
  Combobox,
  Group,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findProductOption,
  matchProductOptions,
  productOptions,
  type ProductOptionMatches,
} from '../../lib/product-options';
import { addTags } from '../../../../lib/tags';
import { useStepperStore } from '../../../../stores/stepper-store';
import { ENTRY_NAME_MAX_LENGTH } from '@foodhub/domain';
import { useProductNames } from '../../../../api/products';
import { useProductLookup } from './use-product-lookup';

const NO_MATCHES: ProductOptionMatches = { shown: [], total: 0 };

/** A blur accepts the typed name this much later, so a click on an option wins (spec part 1 §9). */
export const BLUR_CONFIRM_DELAY_MS = 200;

/**
 * The surplus name (spec part 1 §4 'Surplus selection'): a product from the list or free text.
 * Typed text is accepted on Enter, on the confirm button or on blur; choosing a product (or
 * typing its exact name) adds its groups and subgroups; an empty name removes the name.
 */
export function SurplusNameField({ products }: { products: Product[] }) {
  const { t } = useTranslation('matching');
  const surplusName = useStepperStore((s) => s.wasteInfo.surplusName);
  const [draft, setDraft] = useState(surplusName);
  // A name saved elsewhere (another tab, a reset) replaces what is in the field.
  const [shownName, setShownName] = useState(surplusName);
  if (surplusName !== shownName) {
    setShownName(surplusName);
    setDraft(surplusName);
  }
  const names = useProductNames();
  const options = useMemo(() => productOptions(products, names), [products, names]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // Searched while the list is open only: the page's first render does not build the index.
  const open = combobox.dropdownOpened;
  const matches = useMemo(
    () => (open ? matchProductOptions(options, draft) : NO_MATCHES),
    [open, options, draft],
  );
  const pendingBlur = useRef<{ timer: number; accept(): void } | null>(null);
  const productNotFound = useProductLookup(surplusName).notFound;

  function cancelPendingBlur() {
    if (pendingBlur.current) window.clearTimeout(pendingBlur.current.timer);
    pendingBlur.current = null;
  }

  function accept(text: string, chosen?: Product) {
    cancelPendingBlur();
    const name = text.trim();
    setDraft(name);
    const { wasteInfo, setWasteInfo } = useStepperStore.getState();
    // The same name again (a blur after Enter): the user's tag edits stay as they are.
    if (!chosen && name === wasteInfo.surplusName) return;
    const product = chosen ?? findProductOption(options, name)?.product;
    setWasteInfo({
      surplusName: name,
      ...(product && {
        foodGroups: addTags(wasteInfo.foodGroups, product.food_group),
        foodSubgroups: addTags(wasteInfo.foodSubgroups, product.food_subgroup),
      }),
    });
  }

  // Leaving the step within the blur delay still saves what was typed.
  useEffect(() => () => pendingBlur.current?.accept(), []);

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    combobox.closeDropdown();
    const text = event.currentTarget.value;
    // Focus went to another control, so no option click can follow: accept now, before a click
    // on Find Solutions reads the store.
    if (event.relatedTarget) {
      accept(text);
      return;
    }
    cancelPendingBlur();
    const timer = window.setTimeout(() => accept(text), BLUR_CONFIRM_DELAY_MS);
    pendingBlur.current = { timer, accept: () => accept(text) };
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // A highlighted option: the combobox chooses it (onOptionSubmit).
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    accept(event.currentTarget.value);
    combobox.closeDropdown();
  }

  function choose(name: string) {
    const option = findProductOption(options, name);
    accept(option?.name ?? name, option?.product);
    combobox.closeDropdown();
  }

  return (
    <div>
      <Combobox store={combobox} onOptionSubmit={choose}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Combobox.Target withExpandedAttribute>
            <TextInput
              label={t('foodSurplus.name.label')}
              description={t('foodSurplus.name.description')}
              placeholder={t('foodSurplus.name.placeholder')}
              role="combobox"
              aria-autocomplete="list"
              maxLength={ENTRY_NAME_MAX_LENGTH}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                combobox.openDropdown();
                combobox.resetSelectedOption();
              }}
              onClick={() => combobox.openDropdown()}
              onFocus={() => combobox.openDropdown()}
              onBlur={handleBlur}
              onKeyDown={handleKeyDown}
              rightSectionPointerEvents="all"
              rightSection={
                draft !== '' && (
                  <CloseButton
                    size="sm"
                    aria-label={t('foodSurplus.name.clear')}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => accept('')}
                  />
                )
              }
              style={{ flex: 1, minWidth: 0 }}
            />
          </Combobox.Target>
          <ActionIcon
            size="input-sm"
            variant={draft.trim() === surplusName ? 'light' : 'filled'}
            aria-label={t('foodSurplus.name.confirm')}
            onClick={() => accept(draft)}
          >
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Combobox.Dropdown
          hidden={matches.shown.length === 0}
          // A press on the list (its scrollbar, its footer) must not take the focus away.
          onMouseDown={(event) => event.preventDefault()}
        >
          <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
            {matches.shown.map((option) => (
              <Combobox.Option value={option.name} key={option.name}>
                {option.name}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          {matches.total > matches.shown.length && (
            <Combobox.Footer>
              <Text size="xs" c="dimmed">
                {t('foodSurplus.name.more', {
                  shown: matches.shown.length,
                  total: matches.total,
                })}
              </Text>
            </Combobox.Footer>
          )}
        </Combobox.Dropdown>
      </Combobox>
      <div aria-live="polite">
        {productNotFound && surplusName !== '' && (
          <Group gap={6} mt={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('foodSurplus.name.notFound')}
            </Text>
          </Group>
        )}
      </div>
    </div>
  );
}
