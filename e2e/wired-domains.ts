/**
 * Some journeys do the warehouse's part through the server's services in this process (shipOrder), as the console
 * would in the API's: with the same subscribers of the order lifecycle (group buys, 满返, refunds), wired here.
 */
import { wireDomains } from '../apps/server/src/wiring.js';

wireDomains();
