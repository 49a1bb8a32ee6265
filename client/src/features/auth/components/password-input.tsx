import { EyeClosedIcon, EyeIcon } from '@primer/octicons-react';
import { TextInput, type TextInputProps, useFormControlForwardedProps } from '@primer/react';
import { type Ref, useState } from 'react';

/** A password field whose text the user can reveal to check what they typed. */
type PasswordInputProps = Omit<TextInputProps, 'type' | 'trailingAction'> & { ref?: Ref<HTMLInputElement> };

export function PasswordInput(ownProps: PasswordInputProps) {
  // Takes the id, required and description wiring a FormControl gives its own inputs.
  const props = useFormControlForwardedProps(ownProps);
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      trailingAction={
        <TextInput.Action
          icon={visible ? EyeClosedIcon : EyeIcon}
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
