import { useLocation } from 'react-router';
import { flowOf, REGISTER_STEPS, type RegisterFlow } from './flows';

/** The registration flow of the current address and its three step addresses. */
export function useRegisterFlow(): { flow: RegisterFlow; steps: readonly [string, string, string] } {
  const flow = flowOf(useLocation().pathname);
  return { flow, steps: REGISTER_STEPS[flow] };
}
