import { MONEY_MAX, type Service, serviceCreateBodySchema, texts, toKopecks } from '@school/contracts';
import { servicesTexts } from '@school/contracts/texts/services';
import { z } from 'zod';

/**
 * The editor's text fields (strings, as useZodForm keeps them), by the contracts' rules: a name, a
 * description, and the price in roubles with kopecks — sent as whole kopecks / 100, so the wire carries at
 * most two decimals however the number arrived (the server's moneySchema checks the same).
 */
export const serviceFormSchema = z.object({
  name: serviceCreateBodySchema.shape.name,
  description: serviceCreateBodySchema.shape.description.unwrap(),
  price: z
    .string()
    .trim()
    .min(1)
    .transform(Number)
    .refine(Number.isFinite, texts.validation.badFormat)
    .refine((price) => toKopecks(price) >= 0, servicesTexts.services.priceNegative)
    .refine((price) => toKopecks(price) <= toKopecks(MONEY_MAX), servicesTexts.services.priceTooLarge)
    .transform((price) => toKopecks(price) / 100),
});

export type ServiceFormValues = { name: string; description: string; price: string };

/** A new service opens empty; an edited one with its values (the price as the server sent it). */
export function serviceFormInitial(service: Service | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? String(service.price) : '',
  };
}
