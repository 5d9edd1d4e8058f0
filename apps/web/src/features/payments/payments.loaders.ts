import { idParamsSchema, texts } from '@school/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';

/** sales/{id}: only the id, so the card's dialog opens at once and shows its skeleton; a bad id is a 404. */
export function paymentCardLoader({ params }: LoaderFunctionArgs): { id: number } {
  const parsed = idParamsSchema.safeParse({ id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  return { id: parsed.data.id };
}

/** «Платёж №12». */
export const paymentCardBreadcrumb = (loaded: unknown): string =>
  typeof loaded === 'object' && loaded !== null && 'id' in loaded
    ? texts.payments.card.title(Number(loaded.id))
    : '';
