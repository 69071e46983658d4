import { DrawResult, SimpleDraw } from '@yc/contracts';
import { getData, postForm } from '../../../lib/http';

/** May this store draw now (GET /api/draw/simple/check {id})? A refusal says why, in the 温馨提示 alert. */
export const checkDraw = (id: number): Promise<SimpleDraw> => getData('/api/draw/simple/check', SimpleDraw, { params: { id } });

/** Draws once for the store (POST /api/draw {id}); the server rolls, takes the stock and credits the prize. */
export const drawOnce = async (id: number): Promise<DrawResult> => DrawResult.parse(await postForm('/api/draw', { id }));
