/**
 * Saves a file the staff API answers (the manifest CSV). Not through `request` (lib/request.ts):
 * that door reads JSON, and a file must arrive as it was sent, BOM included. The session goes
 * in the same headers, so a plain link (which cannot carry them) is not an option.
 */
import { apiBaseUrl } from '../../lib/site-config';

export async function downloadStaffFile(path: string, session: { token: string; email: string }, fileName: string): Promise<string | null> {
  try {
    const response = await fetch(`${apiBaseUrl()}${path}`, { headers: { token: session.token, email: session.email }, credentials: 'omit' });
    if (!response.ok) return `The file could not be downloaded (${response.status}). Please try again.`;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the blob goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return null;
  } catch {
    return 'We could not reach our server. Please check your connection and try again.';
  }
}
