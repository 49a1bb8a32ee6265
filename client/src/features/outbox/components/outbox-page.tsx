import { MailIcon, SyncIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { SectionPage } from '../../../components/section-page';
import { type OutboxMessage, useOutbox } from '../api/list-outbox';
import { MailViewer } from './mail-viewer';
import { OutboxList } from './outbox-list';
import styles from './outbox-page.module.css';

function Empty() {
  return (
    <Blankslate border spacious>
      <Blankslate.Visual>
        <MailIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h2">No hay correos en la bandeja de salida</Blankslate.Heading>
      <Blankslate.Description>
        Mientras el servidor no tenga SMTP_URL configurado, cada correo que envía Faena (invitaciones de usuarios y
        links para reestablecer contraseñas) llega aquí en vez de enviarse.
      </Blankslate.Description>
    </Blankslate>
  );
}

function Messages({ messages }: { messages: readonly OutboxMessage[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  // The newest e-mail shows until the user picks another, and again if the picked one is gone.
  const selected = messages.find((message) => message.id === selectedId) ?? messages[0];
  if (!selected) return <Empty />;
  return (
    <div className={styles.panes}>
      <div className={styles.list}>
        <OutboxList messages={messages} selectedId={selected.id} onSelect={setSelectedId} />
      </div>
      <MailViewer key={selected.id} message={selected} />
    </div>
  );
}

function OutboxContent() {
  const { messages, error, refreshing, refresh } = useOutbox();
  if (!messages) {
    if (error) return <LoadFailure error={error} />;
    return (
      <div className={styles.loading} role="status">
        <Spinner size="medium" srText={null} />
        <span>Cargando correos</span>
      </div>
    );
  }
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.hint}>
          Los links de invitación y de contraseña son para usuarios sin sesión: síguelos después de cerrar sesión o en
          una ventana privada.
        </p>
        <Button leadingVisual={SyncIcon} onClick={refresh} loading={refreshing} loadingAnnouncement="Actualizando">
          Actualizar
        </Button>
      </div>
      <Messages messages={messages} />
    </>
  );
}

/** Route '/correo': the e-mails the server kept instead of sending them, for administrators. */
export function OutboxPage() {
  return (
    <SectionPage title="Correo saliente">
      <OutboxContent />
    </SectionPage>
  );
}
