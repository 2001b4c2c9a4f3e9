/**
 * Saves a file made in the browser (an export, a picture, a video) through a temporary link: the
 * data never goes through a URL on the server and the object URL is released right after.
 */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
