/** How long a file's object URL lives: the new tab has read it long before. */
const URL_LIFETIME_MS = 60_000;

/**
 * Shows a downloaded file: in a new tab when the browser allows one (its own
 * PDF viewer), otherwise saved under `fileName` (a blocked pop-up, or phones
 * whose browser has no viewer and download it anyway).
 */
export function openFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const tab = window.open(url, '_blank');
  if (!tab) saveFile(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/** Saves a downloaded file under `fileName` (a spreadsheet: no browser shows one in a tab). */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  saveFile(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
