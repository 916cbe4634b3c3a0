import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-with-providers';
import { readingOf } from '../../../test/solution-fixtures';
import { useStepperStore } from '../../../stores/stepper-store';
import { AddressFields } from './company/address-fields';
import { LocatedNote } from './company/located-note';
import { ConditionField } from './surplus/condition-field';
import { ConditionQuestions } from './surplus/condition-questions';
import { SurplusReadingAlert } from './surplus-reading';

// The links back to an earlier step lead to the field itself, focused: 'Check the address' to
// the street address, 'Change the condition' to the condition question (or field).

function renderLink(from: ReactNode, to: { path: string; element: ReactNode }) {
  renderRoutes([{ path: '/from', element: from }, to], '/from');
  return userEvent.setup();
}

beforeEach(() => {
  localStorage.clear();
  useStepperStore.getState().resetStepper();
});

describe('Check the address', () => {
  it('focuses the street address of step 1', async () => {
    useStepperStore.getState().setCompanyProfile({
      locatedAs: { found: false, reason: 'postal_code_unknown' },
    });
    const user = renderLink(<LocatedNote linkToAddress />, {
      path: '/stepper/company-data',
      element: <AddressFields />,
    });
    await user.click(screen.getByRole('link', { name: 'Check the address' }));
    const street = await screen.findByRole('textbox', { name: 'Street address' });
    await waitFor(() => expect(street).toHaveFocus());
  });
});

describe('Change the condition or description', () => {
  const reading = readingOf({ readable: true, message: 'We read it as bread.' });

  it('focuses the first condition question', async () => {
    const user = renderLink(<SurplusReadingAlert reading={reading} />, {
      path: '/stepper/food-surplus',
      element: (
        <>
          <ConditionField />
          <ConditionQuestions />
        </>
      ),
    });
    await user.click(screen.getByRole('link', { name: 'Change the condition or description' }));
    const question = await screen.findByRole('radiogroup', { name: 'Which date is on the pack?' });
    await waitFor(() => expect(question.querySelector('input')).toHaveFocus());
  });

  it('focuses the Condition field when no question is asked', async () => {
    const user = renderLink(<SurplusReadingAlert reading={reading} />, {
      path: '/stepper/food-surplus',
      element: <ConditionField />,
    });
    await user.click(screen.getByRole('link', { name: 'Change the condition or description' }));
    const condition = await screen.findByRole('textbox', { name: 'Condition' });
    await waitFor(() => expect(condition).toHaveFocus());
  });
});
