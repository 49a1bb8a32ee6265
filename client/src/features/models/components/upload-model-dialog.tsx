import { Textarea } from '@primer/react';
import { useId, useState } from 'react';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import { FormDialog } from '../../../components/form-dialog';
import { showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import styles from './models-page.module.css';

/** Spec 3: a model uploads as type 8, with the project, its description and its size. */
const MODEL_UPLOAD_TYPE = 8;

/** 'Subir modelo': a description and the model files, sent through the upload center. */
export function UploadModelDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const descriptionId = useId();
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (files.length === 0) return;
    for (const file of files) {
      enqueueUploads([file], {
        type: MODEL_UPLOAD_TYPE,
        payload: { project_id: projectId, size: file.size },
        description,
      });
    }
    showToast({
      variant: 'info',
      title: 'Carga iniciada',
      text: files.length === 1 ? 'El modelo se está cargando.' : 'Los modelos se están cargando.',
    });
    onClose();
  };

  return (
    <FormDialog
      title="Subir modelo"
      width="large"
      onSubmit={submit}
      onCancel={onClose}
      submitting={false}
      failure={null}
    >
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          Descripción
        </label>
        <Textarea
          id={descriptionId}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={2000}
          block
          rows={3}
        />
      </div>
      <AttachmentsPicker
        label="Modelos"
        files={files}
        onChange={setFiles}
        uploadType={MODEL_UPLOAD_TYPE}
        hint="Formatos .dwg, .dwfx, .rvt, .nwc, .nwd o .ifc. También puedes pegar un archivo desde el portapapeles."
        error={tried && files.length === 0 ? 'Campo requerido' : undefined}
      />
    </FormDialog>
  );
}
