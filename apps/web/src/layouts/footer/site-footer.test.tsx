import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { helpCategories, shellApi, siteLinks } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

describe('site footer', () => {
  it('links the articles of the first 4 help groups only', async () => {
    renderApp('/', shellApi());
    const footer = await screen.findByRole('contentinfo');
    const [first] = helpCategories;
    const link = await within(footer).findByRole('link', { name: first!.children[0]!.name });
    expect(link).toHaveAttribute('href', `/help/xrzn/hyzc?id=${first!.children[0]!.id}`);

    expect(
      within(footer)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(helpCategories.slice(0, 4).map((group) => group.name));
    expect(within(footer).queryByText(helpCategories[4]!.name)).not.toBeInTheDocument();
  });

  it('shows the licence lines, both codes and this year in the copyright', async () => {
    renderApp('/', shellApi());
    const footer = await screen.findByRole('contentinfo');
    for (const line of siteLinks.licence) expect(await within(footer).findByText(line)).toBeInTheDocument();
    expect(await within(footer).findByRole('img', { name: '小程序码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(await within(footer).findByRole('img', { name: '手机APP下载二维码' })).toBeInTheDocument();
    expect(within(footer).getByText(new RegExp(`Copyright © ${new Date().getFullYear()} 药采云 版权所有`))).toBeInTheDocument();
  });
});
