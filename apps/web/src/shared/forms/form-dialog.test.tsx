import { texts } from '@school/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

function renderDialog(submitting = false) {
  const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog header="Заголовок" onClose={onClose} onSubmit={onSubmit} submitting={submitting}>
      <label htmlFor="name">Название</label>
      <input id="name" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('submits its form from the footer button', async () => {
    const { onSubmit, onClose } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: texts.common.save }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on cancel without submitting', async () => {
    const { onSubmit, onClose } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: texts.common.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the submit button loading (and disabled) while submitting', async () => {
    renderDialog(true);
    const submit = await screen.findByRole('button', { name: texts.common.save });
    expect(submit.classList.contains('p-button-loading')).toBe(true);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });
});
