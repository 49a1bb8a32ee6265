import { useEffect } from 'react';
import { hasPendingUploads } from '../../../lib/uploads/upload-queue';

/** Spec 9: closing or reloading the page while files are still going up asks first. */
export function useConfirmLeaveWhileUploading(): void {
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!hasPendingUploads()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
}
