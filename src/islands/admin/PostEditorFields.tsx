/**
 * The fields of the post editor (./PostEditor.tsx), in order: title, content and external
 * link; the featured image (by URL or upload, with its preview); categories, tags, "destacado"
 * and the status. Their state is ./use-post-editor.ts.
 */
import type { RefObject } from 'react';
import { messages } from '@/lib/messages';
import { inputClass, labelClass } from '../shared/ui';
import type { BlogCategory, BlogTag } from './api';
import { smallButton } from './parts';
import { toggle } from './post-editor-state';
import { RichTextEditor } from './RichTextEditor';
import type { PostForm } from './state';
import type { usePostImage } from './use-post-image';

const m = messages.admin;

interface FieldsProps {
  uid: string;
  form: PostForm;
  set: <K extends keyof PostForm>(k: K, v: PostForm[K]) => void;
}

export function PostTextFields({
  uid,
  form,
  set,
  titleInput,
}: FieldsProps & { titleInput: RefObject<HTMLInputElement | null> }) {
  const contentLabelId = `${uid}-content-label`;
  return (
    <>
      <div>
        <label htmlFor={`${uid}-title`} className={labelClass}>
          {m.postTitle}
        </label>
        <input
          ref={titleInput}
          id={`${uid}-title`}
          className={inputClass}
          value={form.title}
          placeholder={m.postTitlePlaceholder}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <div>
        <p id={contentLabelId} className={labelClass}>
          {m.postContent}
        </p>
        <div className="mt-1">
          <RichTextEditor
            initialHtml={form.content}
            labelledBy={contentLabelId}
            onChange={(html) => set('content', html)}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${uid}-external`} className={labelClass}>
          {m.externalUrl}
        </label>
        <input
          id={`${uid}-external`}
          type="url"
          className={inputClass}
          value={form.external_url}
          placeholder="https://"
          onChange={(e) => set('external_url', e.target.value)}
          aria-describedby={`${uid}-external-hint`}
        />
        <p id={`${uid}-external-hint`} className="mt-1 text-xs text-slate-500">
          {m.externalUrlHint}
        </p>
      </div>
    </>
  );
}

type Image = ReturnType<typeof usePostImage>;

export function PostImageFields({
  uid,
  form,
  image,
  preview,
}: FieldsProps & { image: Image; preview: string }) {
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{m.featuredImage}</legend>
      <div className="flex gap-4 text-sm">
        {(['url', 'upload'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${uid}-image-mode`}
              checked={image.mode === mode}
              onChange={() => image.setMode(mode)}
            />
            {mode === 'url' ? m.imageByUrl : m.imageByUpload}
          </label>
        ))}
      </div>
      <ImageSource uid={uid} url={form.featured_image_url} image={image} />
      <p className="text-xs text-slate-500">{m.imageHint}</p>
      {preview && (
        <div className="flex items-start gap-3">
          <img
            src={preview}
            alt={m.imagePreview}
            className="h-32 w-60 rounded-lg border border-slate-200 object-cover"
          />
          <button type="button" className={smallButton} onClick={image.remove}>
            {m.removeImage}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/** The image URL field, or the file field in upload mode. */
function ImageSource({ uid, url, image }: { uid: string; url: string; image: Image }) {
  if (image.mode === 'url') {
    return (
      <div>
        <label htmlFor={`${uid}-image-url`} className={labelClass}>
          {m.imageUrl}
        </label>
        <input
          id={`${uid}-image-url`}
          type="url"
          className={inputClass}
          value={url}
          placeholder="https://"
          onChange={(e) => image.setImageUrl(e.target.value)}
        />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={`${uid}-image-file`} className={labelClass}>
        {m.imageFile}
      </label>
      <input
        id={`${uid}-image-file`}
        ref={image.fileInput}
        type="file"
        accept="image/*"
        className="mt-1 block text-sm"
        onChange={(e) => image.onFile(e.target.files?.[0])}
      />
    </div>
  );
}

export function PostExtras({
  uid,
  form,
  set,
  categories,
  tags,
}: FieldsProps & { categories: BlogCategory[]; tags: BlogTag[] }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxGroup
          legend={m.blogCategories}
          empty={m.noBlogCategories}
          options={categories}
          chosen={form.categories}
          onChange={(ids) => set('categories', ids)}
        />
        <CheckboxGroup
          legend={m.blogTags}
          empty={m.noBlogTags}
          options={tags}
          chosen={form.tags}
          onChange={(ids) => set('tags', ids)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            role="switch"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
          {m.featuredToggle}
        </label>
        <div className="flex items-center gap-2">
          <label htmlFor={`${uid}-status`} className={labelClass}>
            {m.status}
          </label>
          <select
            id={`${uid}-status`}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            value={form.status}
            onChange={(e) => set('status', e.target.value === 'published' ? 'published' : 'draft')}
          >
            <option value="draft">{m.draft}</option>
            <option value="published">{m.published}</option>
          </select>
        </div>
      </div>
    </>
  );
}

/** The post's categories or tags: one checkbox each, or a note when there are none. */
function CheckboxGroup({
  legend,
  empty,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  empty: string;
  options: readonly { id: string; name: string }[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      {options.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {options.map((o) => (
            <label key={o.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.includes(o.id)}
                onChange={() => onChange(toggle(chosen, o.id))}
              />
              {o.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
