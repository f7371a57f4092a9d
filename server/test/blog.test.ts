import type { BlogDetail, BlogListPage, BlogRelated } from '@tutor/contract';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('blog list', () => {
  it('pages of 6 with Laravel-style links', async () => {
    const { body } = await getJson<BlogListPage>(t.app, '/api/blog');
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.current_page).toBe(1);
    expect(body.last_page).toBe(Math.ceil(body.total / 6));
    expect(body.data).toHaveLength(6);
    expect(body.links[0]).toEqual({ url: null, label: '« Sebelumnya', active: false });
    expect(body.links.at(-1)).toEqual({ url: '/api/blog?page=2', label: 'Berikutnya »', active: false });
    expect(body.links[1]).toEqual({ url: '/api/blog?page=1', label: '1', active: true });
    expect(body.links.filter((link) => link.active)).toHaveLength(1);
    expect(body.links.length).toBe(body.last_page + 2);
  });

  it('following the links reaches the last page, whose next link is null', async () => {
    let url: string | null = '/api/blog';
    const seen = new Set<number>();
    let last: BlogListPage | undefined;
    while (url) {
      last = (await getJson<BlogListPage>(t.app, url)).body;
      last.data.forEach((post) => seen.add(post.id));
      url = last.links.at(-1)?.url ?? null;
    }
    expect(last?.current_page).toBe(last?.last_page);
    expect(last?.links[0]?.url).toBe(`/api/blog?page=${(last?.last_page ?? 2) - 1}`);
    expect(seen.size).toBe(last?.total);
  });

  it('posts are real, multi-paragraph and sanitised', async () => {
    const posts = await t.handle.db.selectFrom('blog_posts').select(['isi', 'judul']).execute();
    for (const post of posts) {
      expect((post.isi.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(post.isi).not.toMatch(/lorem ipsum/i);
      expect(post.isi).not.toMatch(/<script|onerror|javascript:/i);
    }
  });
});

describe('blog detail', () => {
  it('answers the post by slug', async () => {
    const list = (await getJson<BlogListPage>(t.app, '/api/blog')).body;
    const first = list.data[0];
    const { status, body } = await getJson<BlogDetail>(t.app, `/api/blog/${first?.slug}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(first);
    expect(body.data?.tanggal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.data?.jam).toMatch(/^\d{2}:\d{2}$/);
  });

  it('an unknown slug is 200 {data:null}, not an error', async () => {
    expect(await getJson(t.app, '/api/blog/tidak-ada-artikel-ini')).toMatchObject({
      status: 200,
      body: { data: null },
    });
    expect(await getJson(t.app, `/api/blog/${encodeURIComponent("x' OR '1'='1")}`)).toMatchObject({
      status: 200,
      body: { data: null },
    });
  });

  it('another?limit=5 excludes the post itself', async () => {
    const slug = (await getJson<BlogListPage>(t.app, '/api/blog')).body.data[0]?.slug;
    const { body } = await getJson<BlogRelated>(t.app, `/api/blog/${slug}/another?limit=5`);
    expect(body.data).toHaveLength(5);
    body.data.forEach((post) => expect(post.slug).not.toBe(slug));
    const fallback = await getJson<BlogRelated>(t.app, `/api/blog/${slug}/another`);
    expect(fallback.body.data).toHaveLength(5);
    const unknown = await getJson<BlogRelated>(t.app, '/api/blog/tidak-ada/another?limit=3');
    expect(unknown.body.data).toHaveLength(3);
  });
});
