import { Button } from './button';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

export function BackHomeButton() {
  const navigate = useNavigate();
  return (
    <Button variant="primary" onClick={() => navigate(paths.home)}>
      返回首页
    </Button>
  );
}
