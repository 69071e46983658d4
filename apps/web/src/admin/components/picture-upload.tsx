import { App, Button, Upload } from 'antd';
import { PICTURE, scanRefusal } from '../../lib/upload/scan-check';

/**
 * A row's "upload a picture" link: the picture is checked here as the server will check it (JPG or
 * PNG, not over the size limit), so a refusal shows at once and only a good file is sent.
 */
export function PictureUpload({ onPick, label = '上传图片' }: { onPick: (file: File) => void; label?: string }) {
  const { message } = App.useApp();
  const pick = async (file: File) => {
    const refusal = await scanRefusal(file, { pictureOnly: true });
    if (refusal) message.error(refusal);
    else onPick(file);
    return Upload.LIST_IGNORE;
  };
  return (
    <Upload accept={PICTURE.accept} showUploadList={false} beforeUpload={pick}>
      <Button size="small" type="link">
        {label}
      </Button>
    </Upload>
  );
}
