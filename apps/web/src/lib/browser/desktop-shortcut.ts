/** Saves a Windows .url file that opens the store's home page: the header's desktop shortcut. */
export function downloadDesktopShortcut(name: string): void {
  const content = `[InternetShortcut]\r\nURL=${window.location.origin}/\r\n`;
  const url = URL.createObjectURL(new Blob([content], { type: 'application/internet-shortcut' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.url`;
  link.click();
  // Revoked after the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
