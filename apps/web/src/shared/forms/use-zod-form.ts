import { texts, toRussianError } from '@school/contracts';
import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../api/api-error';
import { markErrorShown } from '../api/notify-error';
import { issueText } from './issue-text';

export type FieldBinding = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export type ZodForm<K extends string> = {
  values: Record<K, string>;
  errors: Partial<Record<K, string>>;
  submitting: boolean;
  field: (name: K) => FieldBinding;
  setValue: (name: K, value: string) => void;
  reset: (values?: Record<K, string>) => void;
  handleSubmit: (event?: FormEvent) => Promise<void>;
};

/**
 * The one form approach of the app: string fields, validated on submit with a contracts' zod schema,
 * Russian messages under the fields, the submit button disabled while the call runs. Server field errors
 * (`errors: [{path, message}]`) land under their fields, and then no toast repeats them; any other failure
 * is toasted by the query client, so the caller's `onSubmit` does not catch.
 */
export function useZodForm<K extends string, Out>(
  schema: z.ZodType<Out, Record<K, string>>,
  initial: Record<K, string>,
  onSubmit: (values: Out) => Promise<unknown> | unknown,
  /** The words under a field for a failed check; the sign-in page speaks the spec's own (auth/sign-in-issue-text). */
  describeIssue: typeof issueText = issueText,
): ZodForm<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const formId = useId();
  const busy = useRef(false);
  const initialRef = useRef(initial);

  const setValue = useCallback((name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));
  }, []);

  const reset = useCallback((next?: Record<K, string>) => {
    setValues(next ?? initialRef.current);
    setErrors({});
  }, []);

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<K, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]) as K;
        next[name] ??= describeIssue(issue, values[name]);
      }
      setErrors(next);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        const next: Partial<Record<K, string>> = {};
        for (const { path, message } of error.fieldErrors) {
          if (path in values) next[path as K] = toRussianError(message, texts.validation.badFormat);
        }
        setErrors(next);
        // Every message landed under its field: the toast would only say it again.
        if (error.fieldErrors.every(({ path }) => path in values)) markErrorShown(error);
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const field = (name: K): FieldBinding => ({
    id: `${formId}${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => setValue(name, value),
  });

  return { values, errors, submitting, field, setValue, reset, handleSubmit };
}
