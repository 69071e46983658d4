/** A file whose name and leading bytes say PNG, as the upload checks (and the server) look at both. */
export const pngFile = (name: string, size = 16): File => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
};
