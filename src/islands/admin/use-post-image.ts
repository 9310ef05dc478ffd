/**
 * The featured image of the post editor (./use-post-editor.ts): a URL or an upload, the stored
 * file (kept unless replaced or removed), the chosen file's preview and its checks (see
 * ./post-editor-state.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toastError } from '@/lib/stores/toast';
import { imagePreview, imageProblem, type ImageMode } from './post-editor-state';

interface Options {
  /** Sets the form's image URL. */
  setUrl: (url: string) => void;
  /** Shows (or, with null, clears) the dialog's problem. */
  setProblem: (problem: string | null) => void;
}

export function usePostImage({ setUrl, setProblem }: Options) {
  const [storedImage, setStoredImage] = useState<string>('');
  const [dropStored, setDropStored] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string>('');
  const [mode, setMode] = useState<ImageMode>('url');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) {
      setFilePreview('');
      return;
    }
    const url = URL.createObjectURL(file);
    setFilePreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  /** A loaded post's uploaded file: shown in upload mode. */
  const showStored = useCallback((url: string) => {
    setStoredImage(url);
    setMode('upload');
  }, []);

  function onFile(selected: File | undefined) {
    setProblem(null);
    if (!selected) return;
    const bad = imageProblem(selected);
    if (bad) {
      setProblem(bad);
      toastError(bad);
      clearInput();
      return;
    }
    setFile(selected);
    setUrl('');
  }

  function remove() {
    setFile(null);
    if (storedImage) setDropStored(true);
    setUrl('');
    clearInput();
  }

  /** A featured image by URL replaces a chosen file. */
  function setImageUrl(url: string) {
    setUrl(url);
    if (url) setFile(null);
  }

  const previewOf = (url: string) =>
    imagePreview({ mode, filePreview, storedImage, dropStored }, url);

  return {
    file,
    dropStored,
    mode,
    setMode,
    fileInput,
    showStored,
    onFile,
    remove,
    setImageUrl,
    previewOf,
  };
}
