import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { memberApi, qualification, qualificationList } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: /上传资质/ }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: '上传资质证件' });
}

/** The upload's file input; antd draws a new one after each pick, so it is looked up every time. */
function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the dialog has no file input');
  return input;
}

describe('qualification upload dialog (/zzzj)', { timeout: 30_000 }, () => {
  it('refuses a file of another type or over 5 MB, as the server would, and sends nothing', async () => {
    // The file picker's accept filter is what a buyer gets around by renaming: the form must check on its own.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const api = memberApi();
    renderApp('/zzzj', api);
    const dialog = await openDialog(user);

    await user.upload(fileInput(dialog), new File(['plain text'], 'licence.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件')).toBeInTheDocument();

    await user.upload(fileInput(dialog), png('licence.png', UPLOAD_MAX_BYTES + 1));
    expect(await within(dialog).findByText('文件大小不能超过5MB')).toBeInTheDocument();

    // Named .png, but the bytes are not a PNG: the server looks at the bytes too.
    await user.upload(fileInput(dialog), new File(['not really an image'], 'renamed.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请选择证件类型')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/zizhi')).toHaveLength(0);
  });

  it('sends type, number, expiry and the scan as multipart, then lists the new certificate under review', async () => {
    const user = userEvent.setup({ delay: null });
    let uploaded = false;
    const fresh = qualification({
      id: 2,
      type: '药品经营许可证',
      number: '京AA0108001',
      status: 'pending',
      status_text: '审核中',
      expires_at: '2030-12-31',
    });
    const api = memberApi({
      'GET /api/user/zizhi': () => ok(qualificationList(uploaded ? [qualification(), fresh] : [qualification()])),
      'POST /api/user/zizhi': () => {
        uploaded = true;
        return ok(fresh);
      },
    });
    renderApp('/zzzj', api);
    const dialog = await openDialog(user);

    await user.click(within(dialog).getByLabelText('证件类型'));
    await user.click(await screen.findByTitle('药品经营许可证'));
    await user.type(within(dialog).getByLabelText('证件编号'), '京AA0108001');
    await user.type(within(dialog).getByLabelText('有效期至'), '2030-12-31{Enter}');
    await user.upload(fileInput(dialog), png('licence.png'));
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));

    await waitFor(() => expect(api.callsTo('POST /api/user/zizhi')).toHaveLength(1));
    const body = api.callsTo('POST /api/user/zizhi')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([body.get('type'), body.get('number'), body.get('expires_at')]).toEqual(['药品经营许可证', '京AA0108001', '2030-12-31']);
    expect((body.get('file') as File).name).toBe('licence.png');
    // The list, asked again, shows the new certificate under review.
    const row = (await screen.findByRole('cell', { name: '京AA0108001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('审核中')).toBeInTheDocument();
    expect(await screen.findByText('上传成功，请等待审核')).toBeInTheDocument();
  });

  it('marks expired certificates red and those expiring within 30 days orange', async () => {
    renderApp(
      '/zzzj',
      memberApi({
        'GET /api/user/zizhi': ok(
          qualificationList([
            qualification({ id: 3, type: '采购委托书', expires_at: '2026-01-01', days_left: -3, expired: 1, expiry_warning: 1 }),
            qualification({ id: 4, type: 'GSP证书', expires_at: '2026-02-01', days_left: 12, expiry_warning: 1 }),
          ]),
        ),
      }),
    );
    expect(await screen.findByText('已过期', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('12天后到期')).toBeInTheDocument();
    expect(screen.getByText(/您有 2 个证件已过期或将在30天内到期/)).toBeInTheDocument();
  });

  it('offers the supplier’s 首营资料 as one download beside the store’s own certificates', async () => {
    renderApp('/zzzj', memberApi());
    const link = await screen.findByRole('link', { name: /下载供应商首营资料/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/api/user/supplier_documents');
    expect(link).toHaveAttribute('download');
  });
});
