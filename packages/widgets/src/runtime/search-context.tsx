/**
 * The search instance and message catalogue an island works with, given once at its root so
 * the widget's parts read them without threading props through every level.
 */
import type { SearchInstance } from '@stayfront/search-core';
import { createContext, type ReactNode, useContext } from 'react';
import type { Messages } from './messages.js';

interface IslandEnvironment {
  readonly search: SearchInstance;
  readonly messages: Messages;
}

const Environment = createContext<IslandEnvironment | null>(null);

export function SearchProvider({
  search,
  messages,
  children,
}: IslandEnvironment & { children?: ReactNode }) {
  return <Environment value={{ search, messages }}>{children}</Environment>;
}

function useEnvironment(): IslandEnvironment {
  const environment = useContext(Environment);
  if (!environment) throw new Error('Stayfront widgets must be rendered inside <SearchProvider>.');
  return environment;
}

export const useSearch = (): SearchInstance => useEnvironment().search;
export const useMessages = (): Messages => useEnvironment().messages;
