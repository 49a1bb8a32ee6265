import { emailError } from '../../lib/email';
import { imageFileError } from '../../lib/image-file';
import type { FieldErrors } from '../../lib/use-form';

export const REQUIRED = 'Campo requerido';

const required = (value: string) => (value.trim() ? undefined : REQUIRED);

/** What creating and editing a user share. */
export interface ProfileValues {
  name: string;
  avatar: File | null;
  phone: string;
  address: string;
}

export interface NewUserValues extends ProfileValues {
  email: string;
  companyId: string;
  projectIds: string[];
  /** A job type id as the select holds it. */
  defaultJob: string;
}

/** Spec 5, edit user: name, phone and address are required; a picture must be png, jpg or jpeg. */
export const validateProfile = (values: ProfileValues): FieldErrors<ProfileValues> => ({
  name: required(values.name),
  avatar: imageFileError(values.avatar),
  phone: required(values.phone),
  address: required(values.address),
});

/** Spec 5, create user: also company, at least one project, default job and a valid e-mail. */
export const validateNewUser = (values: NewUserValues): FieldErrors<NewUserValues> => ({
  ...validateProfile(values),
  email: emailError(values.email),
  companyId: required(values.companyId),
  projectIds: values.projectIds.length > 0 ? undefined : REQUIRED,
  defaultJob: required(values.defaultJob),
});
