/**
 * TEMPORARY until helper B's branch is merged: the possible-additional parts, with the contract's
 * signatures. The final commit replaces this file by a re-export of
 * `client/src/features/possible-additionals/index.ts`.
 */
import styles from '../../../components/items.module.css';

export function PossibleAdditionalsListing(_props: { projectId: string }) {
  return <p className={styles.empty}>Los posibles adicionales aún no están disponibles.</p>;
}

export function CreatePossibleAdditionalDialog(_props: {
  projectId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (taskId: string) => void;
}) {
  return null;
}

export function PossibleAdditionalDetailDialog(_props: { taskId: string; onClose: () => void }) {
  return null;
}
