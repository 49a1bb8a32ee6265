import useSWR from 'swr';
import { post, request } from '../http';

export interface CatalogEntry {
  id: number;
  name: string;
}

export interface JobType extends CatalogEntry {
  default_capabilities: string[];
}

const forever = { revalidateOnFocus: false, revalidateIfStale: false } as const;

export function useCurrencies() {
  const { data } = useSWR(
    ['/currencies/getSystemCurrencies'] as const,
    async ([path]) => (await request<{ currencies: CatalogEntry[] }>(path, { method: 'GET' })).currencies,
    forever,
  );
  return data ?? [];
}

export function useProjectTypes() {
  const { data } = useSWR(
    ['/project/getProjectTypes'] as const,
    async ([path]) => (await post<{ project_types: CatalogEntry[] }>(path)).project_types,
    forever,
  );
  return data ?? [];
}

export function useJobTypes() {
  const { data } = useSWR(
    ['/user/getJobTypes'] as const,
    async ([path]) => (await post<{ job_types: JobType[] }>(path)).job_types,
    forever,
  );
  return data ?? [];
}

/** Deployment settings the browser needs (the map token). */
export function useClientConfig() {
  const { data } = useSWR(
    ['/client-config'] as const,
    ([path]) => request<{ mapbox_token: string | null }>(path, { method: 'GET' }),
    forever,
  );
  return { mapboxToken: data?.mapbox_token ?? null, loaded: data !== undefined };
}
