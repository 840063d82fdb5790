import { type SitePageName, sitePageNames, sitePageTitles } from '@vce/contract/shell-pages';
import type { FastifyInstance } from 'fastify';
import MarkdownIt from 'markdown-it';
import { SETTINGS_CHANGED } from '../../platform/settings';
import { sanitizeAgreementHtml } from './agreement-html';
import { sitePageDefaults } from './site-page-defaults';
import { writeSettings } from './store';

// Operators write Markdown; raw HTML in it is shown as text, and the agreements' allow-list is the second guard.
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

/** The setting holding a page's Markdown. */
const settingOf = (name: SitePageName) => `page_${name}`;

/** Each page's Markdown as the settings hold it (the default until an operator saves one). */
export async function readSitePagesMarkdown(app: FastifyInstance) {
  const entries = await Promise.all(
    sitePageNames.map(async (name) => [name, await app.settings.get(settingOf(name), sitePageDefaults[name])] as const),
  );
  return Object.fromEntries(entries) as Record<SitePageName, string>;
}

/** The rendered pages by their Markdown: a page changes rarely and is rendered once per change. */
const rendered = new Map<string, string>();

/** A site page for a visitor: its title and its Markdown rendered and sanitised. */
export async function readSitePage(app: FastifyInstance, name: SitePageName) {
  const source = await app.settings.get(settingOf(name), sitePageDefaults[name]);
  let content = rendered.get(source);
  if (content === undefined) {
    if (rendered.size >= 2 * sitePageNames.length) rendered.clear();
    content = sanitizeAgreementHtml(markdown.render(source));
    rendered.set(source, content);
  }
  return { name, title: sitePageTitles[name], content };
}

/** Saves the pages' Markdown in one statement; every process reads it on its next visitor. */
export async function saveSitePages(app: FastifyInstance, pages: Record<SitePageName, string>) {
  await writeSettings(
    app.db,
    sitePageNames.map((name) => ({ key: settingOf(name), value: pages[name] })),
  );
  await app.bus.publish(SETTINGS_CHANGED, null);
}
