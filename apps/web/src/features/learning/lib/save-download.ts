/** The UTF-8 file name of a Content-Disposition header (`filename*=UTF-8''…`, Arabic names), if any. */
export function fileNameFromDisposition(header: string | null): string | null {
  const encoded = header && /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded.trim());
  } catch {
    return null;
  }
}

/** Gives a fetched file to the browser's downloads (an object URL, freed after a while). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
