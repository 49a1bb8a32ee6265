import { imageFileError } from '../../lib/image-file';
import type { FieldErrors } from '../../lib/use-form';
import type { NewCompany } from './api/create-company';

const REQUIRED = 'Campo requerido';

/** A web address with or without its scheme, as the server accepts it ("cordillera.cl" will do). */
export function isWebsite(text: string): boolean {
  const candidate = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return /^https?:$/.test(url.protocol) && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !/\s/.test(text);
  } catch {
    return false;
  }
}

/** Spec 5: name and description are required; the logo is an image; the site, when given, is an address. */
export function validateCompany({ name, description, logo, url }: NewCompany): FieldErrors<NewCompany> {
  return {
    name: name.trim() ? undefined : REQUIRED,
    description: description.trim() ? undefined : REQUIRED,
    logo: imageFileError(logo),
    url: url.trim() && !isWebsite(url.trim()) ? 'Url Sitio Web debe ser válida' : undefined,
  };
}
