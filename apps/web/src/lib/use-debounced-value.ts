import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms; `pending` while a newer value waits. */
export function useDebouncedValue<T>(value: T, delay: number): { value: T; pending: boolean } {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return { value: settled, pending: !Object.is(settled, value) };
}
