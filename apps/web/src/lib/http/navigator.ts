/** The router's hand on the address bar, so the HTTP layer can send the buyer elsewhere without a page load. */
export interface AppNavigator {
  navigate(to: string): void;
  /** Path and query of the current page, to come back to after logging in. */
  currentPath(): string;
}

let current: AppNavigator | null = null;

export const setNavigator = (navigator: AppNavigator): void => {
  current = navigator;
};

export const navigateTo = (to: string): void => current?.navigate(to);

export const currentPath = (): string => current?.currentPath() ?? '/';
