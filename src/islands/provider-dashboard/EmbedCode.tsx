/**
 * A badge's preview, its copy-paste code and the copy button (the rating badge and the
 * recognition badge of the provider dashboard).
 */
import { invitations as m } from '@/lib/messages/invitations';
import { toastSuccess } from '@/lib/stores/toast';
import { secondaryButton } from '../shared/ui';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  code: string;
  /** The code box's accessible name. */
  label: string;
  /** `data-*` attribute of the code box (tests find it by it). */
  dataAttr: string;
}

export default function EmbedCode({ src, alt, width, height, code, label, dataAttr }: Props) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(m.badgeCopied);
    } catch {
      // Clipboard refused (permissions): the code stays selectable in the box.
    }
  }
  return (
    <>
      <p className="mt-3 text-xs font-semibold text-slate-600">{m.badgePreview}</p>
      <img className="mt-1" src={src} alt={alt} width={width} height={height} />
      <textarea
        readOnly
        aria-label={label}
        className="mt-3 w-full rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
        rows={3}
        value={code}
        onFocus={(e) => e.currentTarget.select()}
        {...{ [dataAttr]: true }}
      />
      <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void copy()}>
        {m.badgeCopy}
      </button>
    </>
  );
}
