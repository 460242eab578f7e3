import { Download, ExternalLink } from "lucide-react";
import { buttonClasses } from "~/components/ui/button-link";

type PdfPreviewProps = {
  href: string;
  fileName: string;
  title: string;
  downloadLabel: string;
  openLabel: string;
};

/** Spec 2: the weekly contracts PDF embedded as a preview, with download and open-in-new-tab links. */
export function PdfPreview({ href, fileName, title, downloadLabel, openLabel }: PdfPreviewProps) {
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <a href={href} download={fileName} className={buttonClasses("primary")}>
          <Download aria-hidden="true" className="size-5" />
          {downloadLabel}
        </a>
        <a href={href} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {openLabel}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <iframe
        src={href}
        title={title}
        loading="lazy"
        className="mt-6 h-[32rem] w-full rounded-2xl border border-slate-200 bg-slate-100 sm:h-[40rem]"
      />
    </div>
  );
}
