import { z } from 'zod';
import { zhCN } from 'zod/locales';

// Messages a schema does not spell out itself still reach the buyer in Chinese; the named import
// keeps the other locales out of the page bundle.
z.config(zhCN());
