import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressList } from '@yc/contracts';
import { getData } from './http';

/** The store's delivery addresses, the default first (GET /api/address): the address book at /addr and the points mall's exchange. */
export const getAddresses = (signal?: AbortSignal): Promise<AddressList> => getData('/api/address', AddressList, { signal });

export const addressesQueryOptions = () => queryOptions({ queryKey: ['address', 'list'], queryFn: ({ signal }) => getAddresses(signal) });

export const useAddresses = () => useQuery(addressesQueryOptions());
