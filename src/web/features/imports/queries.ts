import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategoryDto } from '../../../shared/categories';
import type {
  ImportCommitInput,
  ImportPreview,
  ImportPreviewInput,
  ImportRecord,
} from '../../../shared/imports';
import { apiJson, apiRequest } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';

// The import calls (issue 13) and what they refresh: a commit or an undo moves balances, registers,
// transaction lists and summaries, so every book query is read again.

const importsKey = (accountId: string) => [`/api/accounts/${accountId}/imports`] as const;
const CATEGORIES_KEY = ['/api/budget-categories'] as const;

export const useImports = (accountId: string) =>
  useQuery<ImportRecord[]>({ queryKey: importsKey(accountId) });
export const useImportCategories = () => useQuery<CategoryDto[]>({ queryKey: CATEGORIES_KEY });

function useRefreshBooks() {
  const client = useQueryClient();
  return () => invalidateAfter(client, 'import');
}

export function usePreviewImport(accountId: string) {
  return useMutation({
    mutationFn: (body: ImportPreviewInput) =>
      apiJson<ImportPreview>('POST', `/api/accounts/${accountId}/imports/preview`, body),
  });
}

export function useCommitImport(accountId: string) {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: (body: ImportCommitInput) =>
      apiJson<ImportRecord>('POST', `/api/accounts/${accountId}/imports`, body),
    onSuccess: refresh,
  });
}

export function useUndoImport() {
  const refresh = useRefreshBooks();
  return useMutation({
    mutationFn: async (importId: string) => {
      await apiRequest('DELETE', `/api/imports/${importId}`);
    },
    onSuccess: refresh,
  });
}

/** The file's bytes as base64, as the import API takes them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
