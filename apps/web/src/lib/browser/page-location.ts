/** Full page loads, kept behind one object so tests can watch them (jsdom cannot reload). */
export const pageLocation = {
  reload(): void {
    window.location.reload();
  },
};
