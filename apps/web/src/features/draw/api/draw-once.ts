import { DrawResult, SimpleDraw } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** May this store draw now (GET /api/draw/simple/check {id})? A refusal says why, in the 温馨提示 alert. */
export const checkDraw = (id: number): Promise<SimpleDraw> => getData('/api/draw/simple/check', SimpleDraw, { params: { id } });

/** Draws once for the store (GET /api/draw {id}); the server rolls, takes the stock and credits the prize. */
export const drawOnce = (id: number): Promise<DrawResult> => getData('/api/draw', DrawResult, { params: { id } });
