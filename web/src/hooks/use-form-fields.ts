import { type ChangeEvent, useCallback, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Text-field state for a form: values, one error per field (cleared when that field is edited). */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputs = useRef<Partial<Record<F, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const clearError = useCallback((field: F) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  /** Shows the errors and moves focus to the first invalid field in `order`. */
  const showErrors = useCallback((next: FieldErrors<F>, order: readonly F[]) => {
    setErrors(next);
    const first = order.find((field) => next[field]);
    if (first) inputs.current[first]?.focus();
  }, []);

  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
  });

  return { values, setValues, errors, showErrors, clearError, field };
}
