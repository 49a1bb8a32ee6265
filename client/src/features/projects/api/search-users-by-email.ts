import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { post } from '../../../lib/http';

export interface FoundUser {
  id: string;
  name: string;
  email: string;
}

/** Spec 5 and 9: the search starts when the text is longer than 5 characters. */
export const USER_SEARCH_MIN_LENGTH = 6;
/** Waits for a pause in the typing, so each keystroke does not become a call. */
const TYPING_PAUSE_MS = 250;

const fetchUsers = async ([path, email]: readonly [string, string]) =>
  (await post<{ users: FoundUser[] }>(path, { email })).users;

/** Users whose name or e-mail contains `text` (case-insensitive, on the server), for the Jefe OT picker. */
export function useUserSearch(text: string) {
  const query = text.trim();
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const active = settled.length >= USER_SEARCH_MIN_LENGTH;
  const { data, isLoading } = useSWR(active ? (['/project/searchUsersByEmail', settled] as const) : null, fetchUsers, {
    keepPreviousData: true,
  });
  return {
    users: active ? (data ?? []) : [],
    /** Still typing, or waiting for the answer. */
    searching: query.length >= USER_SEARCH_MIN_LENGTH && (query !== settled || isLoading),
  };
}
