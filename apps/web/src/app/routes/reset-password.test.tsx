import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { answer, callsTo, server } from '../../test/api';
import { textsShown } from '../../test/texts-shown';
import { renderRoutes } from '../../test/render-with-providers';
import { routes } from '../router';

describe('/reset-password', () => {
  it('shows the result at once: the loader confirmed the link before the page showed', async () => {
    server.use(
      answer('get', '/reset-password/confirm/reset-token-loader', { message: 'Password reset.' }),
    );
    const shown = textsShown(['Resetting your password…']);
    renderRoutes(routes, '/reset-password?token=reset-token-loader', { queryClient });
    expect(
      await screen.findByText(
        'Your password has been reset successfully. A new password has been sent to your email address.',
      ),
    ).toBeVisible();
    expect(shown.stop()).toEqual([]);
    expect(callsTo('/reset-password/confirm/reset-token-loader')).toHaveLength(1);
  });
});
