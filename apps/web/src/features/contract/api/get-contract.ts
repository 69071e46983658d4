import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractView } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The yearly purchase contract in force for the store, signed or to sign (GET /api/contract). */
export const getContract = (signal?: AbortSignal): Promise<ContractView> => getData('/api/contract', ContractView, { signal });

export const contractQueryOptions = () => queryOptions({ queryKey: ['contract'], queryFn: ({ signal }) => getContract(signal) });

export const useContract = () => useQuery(contractQueryOptions());
