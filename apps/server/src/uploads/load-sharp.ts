/**
 * sharp, loaded on first use: libvips holds about 30 MB of the process's memory from the moment it loads, and only an
 * upload, or the first start's demo photographs, needs it.
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}
