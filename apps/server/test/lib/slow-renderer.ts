/** A renderer for the pool's tests: it waits the milliseconds asked, then answers a few bytes that name them. */
export async function slowRender(ms: number): Promise<Buffer> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Buffer.from(`%PDF-${ms}`);
}
