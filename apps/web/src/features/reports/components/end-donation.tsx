import type { SavedReport } from '@foodhub/contracts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndReport } from '../../../api/reports';
import { localizedServerMessage } from '../../../lib/server-text';
import { useReportFormat } from '../lib/format';

/** Today as the server counts days: the UTC calendar day ('YYYY-MM-DD'). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * 'We stopped this donation' on a saved recurring report: the day it stopped (today by default,
 * from the report's day to today, UTC days as the server checks them), sent with
 * PUT /me/reports/:id/end; once stopped, the day and 'It runs again'. My impact counts the
 * donation's months up to that day.
 */
export function EndDonation({ report }: { report: SavedReport }) {
  const { t } = useTranslation('reports');
  const { day } = useReportFormat();
  const end = useEndReport(report.id);
  const from = report.created_at.slice(0, 10);
  const today = utcToday();
  const [value, setValue] = useState(today < from ? from : today);
  const [invalid, setInvalid] = useState(false);
  // What the last change did, said once it is saved (not on a first visit).
  const [done, setDone] = useState<'stopped' | 'runs' | null>(null);

  const failure = end.isError ? localizedServerMessage(end.error, t, t('report.end.failed')) : null;

  const stop = (event: FormEvent) => {
    event.preventDefault();
    // The day input may hold a typed day outside its range, or nothing.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < from || value > today) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    end.mutate(value, { onSuccess: () => setDone('stopped') });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {report.ended_on ? t('document.stopped') : t('report.end.title')}
        </Title>
        {report.ended_on ? (
          <>
            <Text fw={600} role={done === 'stopped' ? 'status' : undefined}>
              {t('report.end.stopped', { date: day(report.ended_on) })}
            </Text>
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={end.isPending}
                onClick={() => end.mutate(null, { onSuccess: () => setDone('runs') })}
              >
                {t('report.end.undo')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('report.end.text')}
            </Text>
            {done === 'runs' && (
              <Text size="sm" role="status">
                {t('report.end.runsAgain')}
              </Text>
            )}
            <form onSubmit={stop} noValidate>
              <Group align="flex-end" gap="sm">
                <TextInput
                  type="date"
                  label={t('report.end.date')}
                  description={t('report.end.dateHint', { from: day(from) })}
                  value={value}
                  min={from}
                  max={today}
                  onChange={(e) => {
                    setValue(e.currentTarget.value);
                    setInvalid(false);
                  }}
                  error={invalid ? t('report.end.invalidDate', { from: day(from) }) : undefined}
                  w={{ base: '100%', xs: 240 }}
                />
                <Button
                  type="submit"
                  leftSection={<IconPlayerStop size={16} aria-hidden />}
                  loading={end.isPending}
                >
                  {t('report.end.submit')}
                </Button>
              </Group>
            </form>
          </>
        )}
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
