import type { ReactNode } from 'react';
import { useMainModel } from '../api/get-main-model';
import { ModelViewer } from './model-viewer';
import styles from './model-viewer.module.css';

/**
 * Spec 2.8: the dashboard's viewer shows the project's main model, or else `fallback` (its image);
 * the image too, with a line saying so, when the model cannot be drawn.
 */
export function MainModelSlot({ projectId, fallback }: { projectId: string; fallback: ReactNode }) {
  const { model } = useMainModel(projectId);
  if (!model) return fallback;
  const unavailable = (
    <>
      {fallback}
      <p className={styles.slotNote}>No se pudo mostrar el modelo principal «{model.name}».</p>
    </>
  );
  return (
    <div data-testid="main-model">
      <ModelViewer model={model} layout="slot" unavailable={unavailable} />
    </div>
  );
}
