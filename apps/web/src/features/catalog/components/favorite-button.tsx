import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { loginHref, paths } from '../../../config/paths';
import { message } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';
import { useAddFavorite } from '../api/add-favorite';
import { useCancelFavorite } from '../api/cancel-favorite';
import { useFavorites } from '../api/get-favorites';

const FAVORITE_MESSAGE_KEY = 'favorite-result';

interface FavoriteButtonProps {
  goodsId: number;
  /** Whether the goods was a favourite when the page loaded (is_favorite), when the detail says. */
  initial: boolean | undefined;
}

// GoodsDetail has no favourite flag yet: the newest favourites tell, which covers a store's usual list.
const FAVORITES_PROBE = { page: 1, page_size: 100 } as const;

function useInitiallyFavorite(goodsId: number, known: boolean | undefined, member: boolean): boolean {
  const probe = useFavorites(FAVORITES_PROBE, { enabled: known === undefined && member });
  if (known !== undefined) return known;
  return probe.data?.list.some((goods) => goods.id === goodsId) ?? false;
}

/** 收藏 / 已收藏: spec section 4 toggles it; section 8 gives the messages (收藏成功 with a way to /star, 取消收藏成功). */
export function FavoriteButton({ goodsId, initial }: FavoriteButtonProps) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const status = useSessionStore((state) => state.status);
  const loaded = useInitiallyFavorite(goodsId, initial, status === 'member');
  const favorite = toggled ?? loaded;
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddFavorite();
  const cancel = useCancelFavorite();

  const viewFavorites = () => {
    message.destroy(FAVORITE_MESSAGE_KEY);
    navigate(paths.star);
  };

  const toggle = () => {
    if (status === 'visitor') {
      navigate(loginHref(location.pathname + location.search));
      return;
    }
    const body = { goods_ids: [goodsId] };
    if (favorite) {
      cancel.mutate(body, {
        onSuccess: () => {
          setToggled(false);
          message.open({ key: FAVORITE_MESSAGE_KEY, type: 'success', content: '取消收藏成功' });
        },
      });
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setToggled(true);
        message.open({
          key: FAVORITE_MESSAGE_KEY,
          type: 'success',
          duration: 4,
          content: (
            <span>
              收藏成功
              <Button variant="link" size="small" onClick={viewFavorites}>
                查看我的收藏
              </Button>
            </span>
          ),
        });
      },
    });
  };

  return (
    <Button
      icon={favorite ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
      loading={add.isPending || cancel.isPending}
      onClick={toggle}
      aria-pressed={favorite}
    >
      {favorite ? '已收藏' : '收藏'}
    </Button>
  );
}
