import { throwIfResNotOk } from '../../lib/api';

/**
 * Downloads an export through fetch, so a refusal (a 403 asking to confirm it's you, decision 134)
 * reaches the page as an error rather than as a downloaded error file.
 */
export async function downloadExport(format: string): Promise<void> {
  const res = await fetch(`/api/export?format=${encodeURIComponent(format)}`, { credentials: 'include' });
  await throwIfResNotOk(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `networth.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: a download may still be reading the blob after the click.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
