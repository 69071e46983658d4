import type { CartAddLineInput } from '@yc/contracts';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../config/paths';
import { message } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';
import { useAddToCart } from '../api/add-to-cart';

/**
 * 加入购物车 for one card or page: visitors go to the login page (and come back), members post the
 * lines; a refusal is shown by the HTTP layer's 温馨提示 alert.
 */
export function useCartAdder() {
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const mutation = useAddToCart();

  const add = (lines: CartAddLineInput[]) => {
    if (status === 'visitor') {
      navigate(loginHref(location.pathname + location.search));
      return;
    }
    // The server's own success text (POST /api/cart answers 加入购物车成功), then what it changed of the request.
    mutation.mutate(lines, {
      onSuccess: (result) => {
        message.success('加入购物车成功');
        for (const notice of result.notices) message.info(notice);
      },
    });
  };

  return { add, adding: mutation.isPending, isVisitor: status === 'visitor' };
}
