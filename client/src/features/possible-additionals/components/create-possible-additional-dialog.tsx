import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { taskLink } from '../../../lib/item-links';
import { type MinimizedItem, useMinimizedItems, useRestoreMinimized } from '../../../lib/minimized-items';
import { CreateTaskDialog, type RestoredForm } from '../../tasks/components/create-task-dialog';
import { draftFromStored, emptyDraft } from '../../tasks/task-draft';
import { POSIBLE_ADICIONAL } from '../../tasks/task-variants';

interface CreatePossibleAdditionalDialogProps {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (taskId: string) => void;
}

const DRAFT_TYPES = [POSIBLE_ADICIONAL.minimized.draft] as const;
const restoredFrom = (item: MinimizedItem, files: File[]): RestoredForm => ({
  draft: draftFromStored(item.data, emptyDraft('')),
  files,
});

/**
 * 'Crear Posible Adicional' (additionals spec 2): the task form without a code, sent flagged after
 * the 7-second window. Minimizing keeps a 'Borrador Tarea: …' draft; the draft is restored when the
 * dialog opens, or when the user picks it in the minimized-items bar.
 */
export function CreatePossibleAdditionalDialog({
  projectId,
  open,
  onClose,
  onCreated,
}: CreatePossibleAdditionalDialogProps) {
  const [, navigate] = useLocation();
  const { items, take } = useMinimizedItems();
  // Each opening is its own form (`key`): a draft reopened over an open form replaces it.
  const [form, setForm] = useState<{ restored?: RestoredForm; key: number } | null>(null);
  const show = useCallback(
    (restored?: RestoredForm) =>
      setForm((current) => ({ ...(restored ? { restored } : {}), key: (current?.key ?? 0) + 1 })),
    [],
  );
  const storedDraft = items.findLast(
    (item) => item.projectId === projectId && item.type === POSIBLE_ADICIONAL.minimized.draft,
  );

  useEffect(() => {
    if (!open || form) return;
    const taken = storedDraft ? take(storedDraft.id) : null;
    show(taken ? restoredFrom(taken.item, taken.files) : undefined);
  }, [open, form, storedDraft, take, show]);

  useRestoreMinimized(
    DRAFT_TYPES,
    projectId,
    useCallback((item: MinimizedItem, files: File[]) => show(restoredFrom(item, files)), [show]),
  );

  if (!form) return null;
  const close = () => {
    setForm(null);
    onClose();
  };
  return (
    <CreateTaskDialog
      key={form.key}
      projectId={projectId}
      variant={POSIBLE_ADICIONAL}
      {...(form.restored ? { restored: form.restored } : {})}
      onClose={close}
      onCreated={onCreated}
      onOpenTask={(taskId) => navigate(taskLink(taskId))}
    />
  );
}
