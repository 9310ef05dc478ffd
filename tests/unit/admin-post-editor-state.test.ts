import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/islands/admin/api';
import {
  formOf,
  imagePreview,
  imageProblem,
  postToSave,
  saveEnd,
  toggle,
  type ImageState,
} from '@/islands/admin/post-editor-state';
import { EMPTY_POST } from '@/islands/admin/state';
import { messages } from '@/lib/messages';

const m = messages.admin;
const MB = 1024 * 1024;

describe('formOf', () => {
  const post = {
    title: 'T',
    content: '<p>x</p>',
    featured: true,
    status: 'published',
    external_url: 'https://a.example',
    featured_image_url: 'https://a.example/i.png',
    categories: ['c1'],
    tags: ['t1'],
  } as unknown as BlogPost;
  it.each([
    ['a complete post', post, { ...post }],
    [
      'missing optional fields',
      {
        ...post,
        external_url: undefined,
        featured_image_url: undefined,
        categories: undefined,
        tags: undefined,
      },
      { ...post, external_url: '', featured_image_url: '', categories: [], tags: [] },
    ],
    ['another status', { ...post, status: 'archived' }, { ...post, status: 'draft' }],
  ] as const)('%s', (_, input, expected) => {
    expect(formOf(input as unknown as BlogPost)).toEqual(expected);
  });
});

describe('imageProblem', () => {
  it.each([
    ['image/png', 1 * MB, null],
    ['image/jpeg', 5 * MB, null],
    ['image/jpeg', 5 * MB + 1, m.imageTooLarge],
    ['application/pdf', 1, m.invalidImage],
    ['', 1, m.invalidImage],
  ])('%s of %d bytes → %s', (type, size, expected) => {
    expect(imageProblem({ type, size })).toBe(expected);
  });
});

describe('toggle', () => {
  it.each([
    [[], 'a', ['a']],
    [['a', 'b'], 'a', ['b']],
    [['a'], 'b', ['a', 'b']],
  ])('%j with %s → %j', (list, id, expected) => {
    expect(toggle(list, id)).toEqual(expected);
  });
});

describe('imagePreview', () => {
  const base: ImageState = { mode: 'upload', filePreview: '', storedImage: '', dropStored: false };
  it.each([
    ['upload: the chosen file first', { filePreview: 'blob:1', storedImage: 's' }, '', 'blob:1'],
    ['upload: else the stored file', { storedImage: 's' }, 'u', 's'],
    ['upload: the stored file removed', { storedImage: 's', dropStored: true }, '', ''],
    ['url: the URL trimmed', { mode: 'url', filePreview: 'blob:1' }, ' https://x ', 'https://x'],
    ['url: none', { mode: 'url', storedImage: 's' }, '  ', ''],
  ] as const)('%s', (_, patch, url, expected) => {
    expect(imagePreview({ ...base, ...patch }, url)).toBe(expected);
  });
});

describe('postToSave', () => {
  it.each([
    ['no title', { title: '  ', content: '<p>x</p>' }, { problem: m.postRequired }],
    ['no content', { title: 'T', content: '' }, { problem: m.postRequired }],
    ['only empty markup', { title: 'T', content: '<p><br></p>' }, { problem: m.postRequired }],
    ['only a script', { title: 'T', content: '<script>x()</script>' }, { problem: m.postRequired }],
    [
      'trimmed and sanitized',
      { title: ' T ', content: '<p onclick="x()">a</p>', external_url: ' https://e ' },
      { post: { ...EMPTY_POST, title: 'T', content: '<p>a</p>', external_url: 'https://e' } },
    ],
  ] as const)('%s', (_, patch, expected) => {
    expect(postToSave({ ...EMPTY_POST, ...patch })).toEqual(expected);
  });
});

describe('saveEnd', () => {
  it.each([
    [true, 'none', { success: [m.postCreated], error: [], stay: false }],
    [false, 'none', { success: [m.postUpdated], error: [], stay: false }],
    [true, 'done', { success: [m.imageUploaded, m.postCreated], error: [], stay: false }],
    [false, 'failed', { success: [m.postUpdated], error: [m.imageUploadError], stay: true }],
    [true, 'failed', { success: [m.postCreated], error: [m.imageUploadError], stay: true }],
  ] as const)('new %s, upload %s', (isNew, upload, expected) => {
    expect(saveEnd(isNew, upload)).toEqual(expected);
  });
});
