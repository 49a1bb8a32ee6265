import type { FormState } from '../lib/use-form';
import { ImageInput } from './image-input';

/** The fields of `Values` that hold an optional image file. */
type ImageKey<Values> = { [Key in keyof Values]: Values[Key] extends File | null ? Key : never }[keyof Values];

interface ImageFieldProps<Values extends object> {
  form: FormState<Values>;
  field: ImageKey<Values>;
  label: string;
  /** The image saved before, shown until another is chosen. */
  currentUrl?: string | null;
}

/** An image picker bound to one field of a `useForm` form; a choice is checked at once. */
export function ImageField<Values extends object>({ form, field, label, currentUrl }: ImageFieldProps<Values>) {
  return (
    <ImageInput
      label={label}
      file={form.values[field] as File | null}
      currentUrl={currentUrl}
      onChange={(file) => {
        form.set(field, file as Values[typeof field]);
        form.touch(field);
      }}
      error={form.errorOf(field)}
    />
  );
}
