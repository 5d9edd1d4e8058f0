import { formatMoney, texts, toKopecks } from '@school/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MoneyField } from './money-field';
import { useZodForm } from './use-zod-form';

const LIMIT = 2000;
// A money rule as the dialogs write theirs: required, then at most the limit, compared in kopecks.
const schema = z.object({
  amount: z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .refine(
      (amount) => toKopecks(amount) <= toKopecks(LIMIT),
      texts.payments.refund.tooMuch(formatMoney(LIMIT)),
    ),
});

function Harness({ onSubmit, hint }: { onSubmit: (values: { amount: number }) => void; hint?: string }) {
  const form = useZodForm(schema, { amount: '' }, onSubmit);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <MoneyField field={form.field('amount')} label="Сумма" hint={hint} />
      <button type="submit">Отправить</button>
    </form>
  );
}

const amountInput = () => screen.getByLabelText('Сумма') as HTMLInputElement;
const noteOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('MoneyField', () => {
  it('reads «1 500,50» typed in ru-RU as 1500.5 roubles', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(amountInput(), '1 500,50');
    expect(amountInput().value).toBe('1 500,50 ₽'.replaceAll(' ', '\u00a0'));
    // InputNumber hands its value over when it loses focus, as a click on the button does.
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ amount: 1500.5 }));
  });

  it('says «Поле обязательно» under an empty field, then the limit above the most allowed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} hint="Можно с копейками" />);
    expect(noteOf(amountInput())).toBe('Можно с копейками');

    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(noteOf(amountInput())).toBe('Поле обязательно'));
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(amountInput(), '5000');
    await userEvent.tab();
    // A new sum clears the error and brings the hint back.
    expect(noteOf(amountInput())).toBe('Можно с копейками');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(noteOf(amountInput())).toBe(`Не больше ${formatMoney(LIMIT)}`));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
