/** The file name a Content-Disposition header gives, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/**
 * Fetches a file the server makes (with the interface language as Accept-Language, so the file
 * speaks it) and hands it to the browser as a download. Throws the status on failure.
 */
export async function downloadFile(url: string, language: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'application/pdf', 'Accept-Language': language },
  });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
