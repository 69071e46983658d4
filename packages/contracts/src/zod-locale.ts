import { z } from 'zod';

// Messages a schema does not spell out itself still reach the buyer in Chinese.
z.config(z.locales.zhCN());
