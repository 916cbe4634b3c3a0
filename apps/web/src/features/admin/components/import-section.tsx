import {
  PROVIDER_IMPORT_MAX_CHARS,
  type ProviderImportBody,
  type ProviderImportReport,
} from '@foodhub/contracts';
import { SERVICE_COUNTRY_CODES } from '@foodhub/domain';
import {
  Alert,
  Button,
  Group,
  Input,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconAlertTriangle, IconFileCheck, IconFileImport } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format-number';
import { localizedServerMessage } from '../../../lib/server-text';
import { useImportProviders } from '../api/admin-catalogue';
import { isForbidden } from '../lib/access';
import { useAdminFormat } from '../lib/format';
import {
  IMPORT_ACCEPT,
  importFormatOf,
  importProblems,
  proposedSource,
  type ImportProblems,
} from '../lib/provider-import';
import { useDenyOnForbidden } from './admin-access';
import { BusyIcon } from './busy-icon';
import { ImportReport } from './import-report';

interface ChosenFile {
  name: string;
  /** null when the browser could not read it. */
  content: string | null;
}

/**
 * 'Import providers': a CSV or GeoJSON file is checked first (POST without commit: nothing is
 * written) and its report shown; only then can its valid rows be imported, with the very body
 * that was checked. Any change to the file or the options drops the report, so what is imported
 * is always what was last checked.
 */
export function ImportSection({ solutionChoices }: { solutionChoices: ComboboxItemGroup[] }) {
  const { t, i18n } = useTranslation('admin');
  const { country } = useAdminFormat();
  const ids = useId();
  const importer = useImportProviders();
  useDenyOnForbidden(importer.error);
  // The chosen file as it is read (File.text() is a promise): Check file waits for it.
  const chosenFile = useRef<Promise<ChosenFile | null>>(Promise.resolve(null));
  const [fileName, setFileName] = useState<string | null>(null);
  // Counts the changes, so a check answered after a change is not shown as the new report.
  const changes = useRef(0);
  const [source, setSource] = useState('');
  const [solutions, setSolutions] = useState<string[]>([]);
  const [defaultCountry, setDefaultCountry] = useState('');
  const [problems, setProblems] = useState<ImportProblems>({});
  const [checked, setChecked] = useState<{
    body: ProviderImportBody;
    report: ProviderImportReport;
  } | null>(null);
  const [committed, setCommitted] = useState<ProviderImportReport | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const shown = committed ?? checked?.report ?? null;
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (importer.error) alertRef.current?.focus();
  }, [importer.error]);

  const names = new Map(
    solutionChoices
      .flatMap((group) => group.items)
      .map((item) => (typeof item === 'string' ? [item, item] : [item.value, item.label])),
  );
  const solutionName = (id: string) => names.get(id) ?? id;

  /** Any change: the report (and a failure) no longer describe what would be sent. */
  const discard = () => {
    changes.current += 1;
    setChecked(null);
    setCommitted(null);
    importer.reset();
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    discard();
    setProblems((current) => ({ ...current, file: undefined }));
    setFileName(chosen?.name ?? null);
    if (!chosen) {
      chosenFile.current = Promise.resolve(null);
      return;
    }
    // The file's text is what is sent; a file of another type is not read at all.
    const { name } = chosen;
    chosenFile.current = importFormatOf(name)
      ? chosen.text().then(
          (content) => ({ name, content }),
          () => ({ name, content: null }),
        )
      : Promise.resolve({ name, content: '' });
    // The file's name proposes the source, unless one was typed for another file.
    setSource((current) =>
      !current || current === proposedSource(fileName ?? '') ? proposedSource(name) : current,
    );
  };

  const check = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (importer.isPending) return;
    const file = await chosenFile.current;
    const found = importProblems(file, source);
    setProblems(found);
    const first = found.file ? 'file' : found.source ? 'source' : null;
    if (first || !file?.content) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    const body: ProviderImportBody = {
      format: importFormatOf(file.name)!,
      content: file.content,
      source: source.trim(),
      solutions,
      defaults: defaultCountry ? { country: defaultCountry } : {},
      commit: false,
    };
    setCommitted(null);
    const asked = changes.current;
    importer.mutate(body, {
      onSuccess: (report) => {
        if (asked === changes.current) setChecked({ body, report });
      },
    });
  };

  const commit = () => {
    if (!checked || importer.isPending) return;
    importer.mutate(
      { ...checked.body, commit: true },
      {
        onSuccess: (report) => {
          setChecked(null);
          setCommitted(report);
        },
      },
    );
  };

  const fileError = problems.file
    ? t(`catalogue.import.problems.${problems.file}`, {
        max: formatNumber(PROVIDER_IMPORT_MAX_CHARS, {}, i18n.language),
      })
    : undefined;
  const committing = importer.isPending && importer.variables.commit === true;

  return (
    <Stack gap="md" component="section" aria-labelledby={`${ids}-title`}>
      <Stack gap={4}>
        <Title order={3} fz="lg" id={`${ids}-title`}>
          {t('catalogue.import.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('catalogue.import.intro')}
        </Text>
      </Stack>
      <form noValidate onSubmit={(event) => void check(event)}>
        <Stack gap="md">
          <Input.Wrapper
            id={`${ids}-file`}
            label={t('catalogue.import.file')}
            description={t('catalogue.import.fileHint')}
            error={fileError}
            required
          >
            <Input
              id={`${ids}-file`}
              component="input"
              type="file"
              accept={IMPORT_ACCEPT}
              onChange={chooseFile}
              error={!!fileError}
              styles={{ input: { paddingTop: 6 } }}
            />
          </Input.Wrapper>
          <TextInput
            id={`${ids}-source`}
            label={t('catalogue.import.source')}
            description={t('catalogue.import.sourceHint')}
            value={source}
            onChange={(event) => {
              setSource(event.currentTarget.value);
              setProblems((current) => ({ ...current, source: undefined }));
              discard();
            }}
            error={problems.source && t(`catalogue.import.problems.source.${problems.source}`)}
            maxLength={60}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MultiSelect
              label={t('catalogue.import.solutions')}
              description={t('catalogue.import.solutionsHint')}
              data={solutionChoices}
              value={solutions}
              onChange={(next) => {
                setSolutions(next);
                discard();
              }}
              maxValues={30}
              nothingFoundMessage={t('catalogue.edit.nothingFound')}
              searchable
              maxDropdownHeight={280}
            />
            <NativeSelect
              label={t('catalogue.import.country')}
              description={t('catalogue.import.countryHint')}
              value={defaultCountry}
              data={[
                { value: '', label: t('catalogue.import.noCountry') },
                ...SERVICE_COUNTRY_CODES.map((code) => ({ value: code, label: country(code) })),
              ]}
              onChange={(event) => {
                setDefaultCountry(event.currentTarget.value);
                discard();
              }}
            />
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              variant={checked ? 'default' : 'filled'}
              leftSection={
                <BusyIcon
                  pending={importer.isPending && !committing}
                  icon={<IconFileCheck size={16} aria-hidden />}
                />
              }
              aria-disabled={importer.isPending || undefined}
            >
              {t('catalogue.import.check')}
            </Button>
          </Group>
        </Stack>
      </form>
      {importer.isError && !isForbidden(importer.error) && (
        <Alert
          ref={alertRef}
          tabIndex={-1}
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={
            importer.variables?.commit
              ? t('catalogue.import.commitFailed')
              : t('catalogue.import.checkFailed')
          }
        >
          {localizedServerMessage(importer.error, t, t('errorText'))}
        </Alert>
      )}
      {shown && <ImportReport report={shown} headingRef={headingRef} solutionName={solutionName} />}
      {checked && checked.report.valid > 0 && (
        <Group>
          <Button
            color="green"
            leftSection={
              <BusyIcon pending={committing} icon={<IconFileImport size={16} aria-hidden />} />
            }
            aria-disabled={importer.isPending || undefined}
            onClick={commit}
          >
            {t('catalogue.import.commit', {
              count: checked.report.valid,
              number: formatNumber(
                checked.report.valid,
                { maximumFractionDigits: 0 },
                i18n.language,
              ),
            })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
