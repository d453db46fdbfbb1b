/** Saves bytes the page fetched as a file, through a temporary link (the address is let go after). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
