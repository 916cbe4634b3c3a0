import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Card width in px: ~440 for login and reset, ~640 for register. */
  width: number;
  children: ReactNode;
}

/** The centred card every auth screen sits in. */
export function AuthCard({ title, subtitle, width, children }: AuthCardProps) {
  return (
    <Container size={width} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
