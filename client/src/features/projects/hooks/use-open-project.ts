import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { selectProject } from '../../../lib/stored-project';

/** Makes a project the active one and shows its dashboard. */
export function useOpenProject(): (projectId: string) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (projectId: string) => {
      selectProject(projectId);
      navigate('/');
    },
    [navigate],
  );
}
