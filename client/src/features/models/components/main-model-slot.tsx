import type { ReactNode } from 'react';
import { useMainModel } from '../api/get-main-model';
import { ModelViewer } from './model-viewer';

/** Spec 2.8: the dashboard's viewer shows the project's main model, or else `fallback` (its image). */
export function MainModelSlot({ projectId, fallback }: { projectId: string; fallback: ReactNode }) {
  const { model } = useMainModel(projectId);
  if (!model) return fallback;
  return (
    <div data-testid="main-model">
      <ModelViewer model={model} layout="slot" />
    </div>
  );
}
