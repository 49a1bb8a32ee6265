import { useState } from 'react';
import { Dialog } from './dialog';

/**
 * A form's Escape, × or click outside: closes it at once when nothing was typed, and otherwise asks
 * '¿Descartar los cambios?' first, so a stray Escape never throws away what the person wrote.
 * `prompt` is the question, to draw beside the form's dialog.
 */
export function useDiscardGuard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const prompt = asking && (
    <Dialog
      title="¿Descartar los cambios?"
      role="alertdialog"
      width="medium"
      onClose={() => setAsking(false)}
      footerButtons={[
        {
          content: 'Descartar',
          buttonType: 'danger',
          onClick: () => {
            setAsking(false);
            close();
          },
        },
        { content: 'Seguir editando', buttonType: 'primary', onClick: () => setAsking(false), autoFocus: true },
      ]}
    >
      <p>Lo que escribiste en este formulario se perderá.</p>
    </Dialog>
  );
  return { requestClose, prompt };
}
