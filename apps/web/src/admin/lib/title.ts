import { useEffect } from 'react';

export const CONSOLE_TITLE = '药采云管理后台';

/** The browser tab names the console page, not the storefront. */
export function useConsoleTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${CONSOLE_TITLE}`;
  }, [title]);
}
