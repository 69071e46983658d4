import { PictureOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX } from '@yc/contracts';
import { App, Button, Input, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { PICTURE, scanRefusal } from '../../../lib/upload/scan-check';
import styles from './chat.module.css';

interface ComposerProps {
  onText(body: string): void;
  /** Uploads and sends a picture; the console, which sends none, leaves it out. */
  onImage?(file: File): Promise<void>;
  /** More tools beside the picture button. */
  tools?: ReactNode;
  placeholder?: string;
}

/** Writing a message: Enter sends, Shift+Enter breaks the line; pictures are checked before they are sent. */
export function Composer({ onText, onImage, tools, placeholder = '请输入消息，按 Enter 发送' }: ComposerProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed) return;
    onText(trimmed);
    setText('');
  };

  const pick = async (file: File | undefined) => {
    if (!file || !onImage) return;
    const refusal = await scanRefusal(file, { pictureOnly: true });
    if (refusal) return void message.error(refusal);
    setUploading(true);
    // A refused upload is shown by the HTTP client (422 toast); nothing is sent.
    await onImage(file)
      .catch(() => undefined)
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.composer}>
      {(onImage || tools) && (
        <div className={styles.tools}>
          {onImage && (
            <>
              <Tooltip title="发送图片">
                <Button size="small" icon={<PictureOutlined />} loading={uploading} onClick={() => picker.current?.click()} aria-label="发送图片" />
              </Tooltip>
              <input
                ref={picker}
                type="file"
                accept={PICTURE.accept}
                hidden
                data-testid="chat-image-input"
                onChange={(e) => {
                  void pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </>
          )}
          {tools}
        </div>
      )}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (e.shiftKey || e.nativeEvent.isComposing) return;
          e.preventDefault();
          submit();
        }}
        maxLength={CHAT_TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={placeholder}
        aria-label="消息内容"
      />
      <div className={styles.sendRow}>
        <span>
          {text.length}/{CHAT_TEXT_MAX}
        </span>
        <Button type="primary" size="small" disabled={!trimmed} onClick={submit}>
          发送
        </Button>
      </div>
    </div>
  );
}
